"use client";

import { useId, useRef, useState } from "react";

// A select whose choice acts at once (it saves an application's status, which e-mails the applicant,
// or moves a card on the board), made safe for the keyboard. In Chrome and Firefox on Windows and
// Linux, an arrow key, Home, End, Page Up/Down or a letter on the closed select changes its value
// and fires "change" at every step: a keyboard user looking through the options would save each one
// in turn and mail the applicant each time (WCAG 3.2.2, On Input). A change that follows such a key
// is held as a pending choice, shown with Apply and Cancel: Enter or Apply acts on it, Escape or
// Cancel drops it. A choice made in the open list (a click, a tap, Enter in the list) acts at once,
// as before.

const BROWSING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

export function useDeliberateChoice<T extends string>({
  value,
  onChoose,
  ignore,
}: {
  /** What the select shows when nothing is pending. */
  value: T;
  onChoose: (choice: T) => void;
  /** A change is being saved: changes are ignored meanwhile. */
  ignore?: boolean;
}) {
  const browsing = useRef(false);
  const select = useRef<HTMLSelectElement>(null);
  const [pending, setPending] = useState<T | null>(null);
  const hintId = useId();
  // Apply and Cancel go once used: the focus goes back to the select, not to the page's body.
  const apply = () => {
    if (pending === null || ignore) return;
    setPending(null);
    select.current?.focus();
    if (pending !== value) onChoose(pending);
  };
  const cancel = () => {
    setPending(null);
    select.current?.focus();
  };
  return {
    pending,
    apply,
    cancel,
    hintId,
    selectProps: {
      ref: select,
      value: pending ?? value,
      // A dialog's Escape (radix listens on the document, before the select) leaves it alone
      // while a choice is pending: Escape then drops the choice (components/ui/dialog.tsx).
      "data-pending-choice": pending !== null ? "" : undefined,
      "aria-describedby": pending !== null ? hintId : undefined,
      onKeyDown(event: React.KeyboardEvent<HTMLSelectElement>) {
        if (BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== " ")) {
          // The browser changes a closed select's value during this key's default action, that
          // is before any timer: the flag covers that change and no later one.
          browsing.current = true;
          window.setTimeout(() => {
            browsing.current = false;
          }, 0);
        } else if (event.key === "Enter" && pending !== null) {
          event.preventDefault();
          apply();
        } else if (event.key === "Escape" && pending !== null) {
          event.preventDefault();
          cancel();
        }
      },
      onChange(event: React.ChangeEvent<HTMLSelectElement>) {
        if (ignore) return;
        const choice = event.target.value as T;
        if (browsing.current) {
          setPending(choice === value ? null : choice);
          return;
        }
        setPending(null);
        if (choice !== value) onChoose(choice);
      },
    },
  };
}

/** Apply and Cancel beside a select whose keyboard choice is pending, and the hint the select names. */
export function PendingChoice({
  choice,
  subject,
  hintId,
  onApply,
  onCancel,
  busy,
}: {
  /** A change is being saved: Apply waits. */
  busy?: boolean;
  /** The pending choice's label, or null when nothing is pending. */
  choice: string | null;
  /** Whose choice it is, in the buttons' names: "for Priya Sharma". */
  subject?: string;
  hintId: string;
  onApply: () => void;
  onCancel: () => void;
}) {
  if (choice === null) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-xs">
      <span id={hintId} className="sr-only">
        Not saved yet: press Enter to apply {choice}, Escape to cancel.
      </span>
      <button
        type="button"
        aria-label={`Apply ${choice}${subject ? ` ${subject}` : ""}`}
        aria-disabled={busy || undefined}
        onClick={() => !busy && onApply()}
        className="rounded-md bg-brand-700 px-2.5 py-1 font-semibold text-white hover:bg-brand-800"
      >
        Apply
      </button>
      <button
        type="button"
        aria-label={`Cancel ${choice}${subject ? ` ${subject}` : ""}`}
        onClick={onCancel}
        className="text-slate-600 underline hover:text-slate-900"
      >
        Cancel
      </button>
    </span>
  );
}
