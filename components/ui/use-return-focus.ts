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

type FocusEvent = { preventDefault: () => void };

/** The last element a closing dialog gave focus back to, and when. */
let lastReturn: { element: HTMLElement; at: number } | null = null;
let clock = 0;

function focusBack(element: HTMLElement) {
  element.focus({ preventScroll: true });
  lastReturn = { element, at: ++clock };
}

export function useReturnFocus(enabled = true) {
  const opener = useRef<{ element: HTMLElement | null; at: number }>({ element: null, at: 0 });
  return {
    remember: () => {
      if (!enabled) return;
      const active = document.activeElement;
      // The body: focus was on something the same render removed (the dialog this one replaced).
      opener.current = {
        element: active instanceof HTMLElement && active !== document.body ? active : null,
        at: ++clock,
      };
    },
    onCloseAutoFocus: (event: FocusEvent) => {
      if (!enabled) return;
      event.preventDefault();
      const { element, at } = opener.current;
      if (element?.isConnected) return focusBack(element);
      if (lastReturn && lastReturn.at > at && lastReturn.element.isConnected) return focusBack(lastReturn.element);
      const main = document.querySelector<HTMLElement>("main[tabindex]");
      if (main) main.focus({ preventScroll: true });
    },
  };
}
