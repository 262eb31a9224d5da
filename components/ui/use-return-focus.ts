"use client";

import { useRef } from "react";

// Radix returns focus to a dialog's own Trigger. Our dialogs are mostly opened from elsewhere (a
// row's button, a menu item) and mounted while open, so we remember what had focus when the
// dialog opened and give it back on close, if it is still on the page.
//
// When it is not, focus would fall to the document's body, and a keyboard user's next Tab would
// start again at the top of the page. So, in order:
// - the element another dialog gave focus back to while this one was open: a dialog opened from
//   inside one that it replaced (an application opened from a job's list of applicants) goes back
//   to where that one was opened from ("View applicants");
// - the page's main region (focusable, tabindex -1), where the next Tab continues: after the row
//   whose button opened the dialog was deleted.
// A dialog opened from inside another that stays open (a confirmation over an application) keeps
// focus in that one: the element given back must be inside it, else that dialog itself takes
// focus. The main region is behind it, hidden from screen readers while it is open.

type FocusEvent = { preventDefault: () => void };

/** The last element a closing dialog gave focus back to, and when. */
let lastReturn: { element: HTMLElement; at: number } | null = null;
let clock = 0;

function focusBack(element: HTMLElement) {
  element.focus({ preventScroll: true });
  lastReturn = { element, at: ++clock };
}

export function useReturnFocus(enabled = true) {
  const opener = useRef<{ element: HTMLElement | null; host: HTMLElement | null; at: number }>({
    element: null,
    host: null,
    at: 0,
  });
  return {
    remember: () => {
      if (!enabled) return;
      const active = document.activeElement;
      // The body: focus was on something the same render removed (the dialog this one replaced).
      const element = active instanceof HTMLElement && active !== document.body ? active : null;
      opener.current = {
        element,
        // The dialog it was opened from, if any.
        host: element?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? null,
        at: ++clock,
      };
    },
    onCloseAutoFocus: (event: FocusEvent) => {
      if (!enabled) return;
      event.preventDefault();
      const { element, at } = opener.current;
      const host = opener.current.host?.isConnected ? opener.current.host : null;
      const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
        !!el?.isConnected && (!host || host.contains(el));
      if (usable(element)) return focusBack(element);
      if (lastReturn && lastReturn.at > at && usable(lastReturn.element)) return focusBack(lastReturn.element);
      const fallback = host ?? document.querySelector<HTMLElement>("main[tabindex]");
      fallback?.focus({ preventScroll: true });
    },
  };
}
