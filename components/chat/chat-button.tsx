"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";

// Only this button ships with the page; the panel's code is fetched the first time it is opened.
const ChatPanel = dynamic(() => import("./chat-panel").then((m) => m.ChatPanel), { ssr: false });

/** The help desk's round button; its names come formatted from the server (ChatLauncher). */
export function ChatButton({ labels }: { labels: { open: string; close: string } }) {
  const [open, setOpen] = useState(false);
  // Each opening starts a new conversation (spec: opening resets to the greeting).
  const [session, setSession] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      {open && (
        <ChatPanel
          key={session}
          variant="floating"
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
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
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:ring-4 focus-visible:ring-brand-200"
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
