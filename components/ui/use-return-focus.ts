"use client";

import { useRef } from "react";

// Radix returns focus to a dialog's own Trigger. Our dialogs are mostly opened from elsewhere (a
// row's button, a menu item) and mounted while open, so we remember what had focus when the
// dialog opened and give it back on close, if it is still on the page.

type FocusEvent = { preventDefault: () => void };

export function useReturnFocus(enabled = true) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      if (enabled) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: FocusEvent) => {
      if (!enabled) return;
      event.preventDefault();
      if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
    },
  };
}
