"use client";

import type { AbstractIntlMessages } from "next-intl";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";

import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { retryableLazy } from "@/components/ui/retryable-lazy";
import type { Locale } from "@/i18n/routing";

// Only this button ships with the page; the panel's code (with next-intl's client runtime, which
// formats its messages) is fetched the first time it is opened. A fetch that fails says so beside
// the button, with Try again, instead of failing the page.
const ChatIsland = retryableLazy(() => import("./chat-island").then((m) => m.ChatIsland));

/**
 * The help desk's round button; its names come formatted from the server (ChatLauncher), with the
 * panel's messages in the page's language for when it opens.
 */
export function ChatButton({
  labels,
  locale,
  messages,
}: {
  labels: { open: string; close: string; loadFailed: string; retry: string };
  locale: Locale;
  messages: AbstractIntlMessages;
}) {
  const [open, setOpen] = useState(false);
  // Each opening starts a new conversation (spec: opening resets to the greeting).
  const [session, setSession] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      {open && (
        <ChatIsland
          key={session}
          locale={locale}
          messages={messages}
          variant="floating"
          onClose={() => {
            // The panel goes first: on a phone it traps the focus, and would take it back from the
            // button while it is still there.
            flushSync(() => setOpen(false));
            button.current?.focus();
          }}
          failed={(retry) => (
            <LoadFailedAlert
              message={labels.loadFailed}
              retryLabel={labels.retry}
              onRetry={retry}
              className="fixed right-4 bottom-22 z-40 w-[min(20rem,calc(100vw-2rem))]"
            />
          )}
        />
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? labels.close : labels.open}
        aria-expanded={open}
        onClick={() => {
          if (!open) setSession((s) => s + 1);
          setOpen(!open);
        }}
        className="help-desk-launcher fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:ring-4 focus-visible:ring-brand-200"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? (
            <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          ) : (
            <path strokeLinejoin="round" d="M4 5h16v11H8l-4 4V5z" />
          )}
        </svg>
      </button>
    </>
  );
}
