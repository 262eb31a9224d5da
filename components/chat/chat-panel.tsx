"use client";

import { useTranslations } from "next-intl";
import { FocusScope } from "radix-ui/internal";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { cardClass } from "@/components/ui/card";
import { useMediaQuery } from "@/components/ui/use-media-query";
import { company } from "@/content/company";
import { CHAT_MAX_CHARS } from "@/lib/validation/chat-limits";
import { hasVisibleText } from "@/lib/validation/visible";

import { ChatMessage } from "./chat-message";
import { useChat } from "./use-chat";

/** The panel's title and greeting, which name the company: the help desk page formats them on the server. */
export type ChatPanelTexts = { title: string; greeting: string };
type Props = { variant: "floating" | "page"; texts?: ChatPanelTexts; onClose?: () => void };

export function ChatPanel({ variant, texts, onClose }: Props) {
  const t = useTranslations("chat");
  const { turns, waiting, streaming, send } = useChat(texts?.greeting);
  const [input, setInput] = useState("");
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (variant === "floating") inputRef.current?.focus();
  }, [variant]);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: "end" });
  }, [turns, waiting]);

  // Back in the question box once a reply has come (not when the /chatbot page loads: its heading
  // and introduction come first for a keyboard or screen-reader user).
  const asked = useRef(false);
  useEffect(() => {
    if (!waiting && asked.current) inputRef.current?.focus({ preventScroll: true });
  }, [waiting]);

  const atLimit = input.length >= CHAT_MAX_CHARS;
  const nearLimit = input.length >= CHAT_MAX_CHARS - 100;

  const submit = () => {
    if (!hasVisibleText(input) || waiting) return;
    asked.current = true;
    const question = input;
    setInput("");
    // Not answered (no connection, a server error, too fast): the question goes back into the box,
    // unless something new was typed meanwhile, so that it can be sent again without retyping it.
    void send(question).then((answered) => {
      if (!answered) setInput((now) => now || question);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  const floating = variant === "floating";
  // Below Tailwind's sm (min-width: 40rem; the query is its exact complement) the floating panel
  // covers the screen, so it is modal there: Tab stays in it and a screen reader is told the page
  // behind is out of reach. Wider, it sits beside the page, which stays usable. The help desk
  // page's panel is part of its page: no focus scope at all.
  const modal = useMediaQuery("not all and (min-width: 40rem)") && floating;
  const panel = (
    <section
      role={floating ? "dialog" : "region"}
      aria-modal={modal || undefined}
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (floating && e.key === "Escape") onClose?.();
      }}
      className={
        floating
          ? "fixed inset-0 z-50 flex flex-col bg-white shadow-2xl sm:inset-auto sm:right-4 sm:bottom-20 sm:h-[60vh] sm:w-96 sm:rounded-2xl sm:border sm:border-slate-200"
          : `${cardClass} flex h-[70vh] min-h-[28rem] flex-col`
      }
    >
      <header className="flex items-center justify-between rounded-t-2xl bg-brand-700 px-4 py-3 text-white">
        <h2 id={titleId} className="font-semibold">
          {texts?.title ?? t("title", { company: company.name })}
        </h2>
        {floating && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t("closeChat")}
            className="rounded p-1 hover:bg-brand-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
      </header>
      {/* Busy while a reply streams in: a screen reader reads it once it is whole, not piece by piece. */}
      {/* On a phone the panel covers the page: a link in an answer closes it, or the page it opens
          would load unseen behind it. */}
      <div
        role="log"
        aria-live="polite"
        aria-busy={streaming}
        aria-label={t("conversation")}
        className="flex-1 overflow-y-auto p-4"
        onClick={(e) => {
          if (modal && (e.target as HTMLElement).closest("a[href]")) onClose?.();
        }}
      >
        <ol ref={listRef} className="space-y-3">
          {turns.map((turn) => (
            <ChatMessage key={turn.id} turn={turn} />
          ))}
          {waiting && !streaming && (
            <li className="flex justify-start" data-testid="typing-indicator">
              <span className="sr-only">{t("typing")}</span>
              <span aria-hidden="true" className="flex gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-2 animate-bounce rounded-full bg-slate-400"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </span>
            </li>
          )}
        </ol>
      </div>
      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${titleId}-input`} className="sr-only">
          {t("yourQuestion")}
        </label>
        <textarea
          id={`${titleId}-input`}
          ref={inputRef}
          rows={1}
          maxLength={CHAT_MAX_CHARS}
          value={input}
          aria-describedby={nearLimit ? `${titleId}-limit` : undefined}
          // Read-only, not disabled, while a reply comes: a disabled box would drop the focus to the page.
          readOnly={waiting}
          aria-disabled={waiting}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("placeholder")}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-base read-only:bg-slate-50 focus:border-brand-600 focus:outline-none sm:text-sm"
        />
        <button
          type="submit"
          disabled={waiting || !hasVisibleText(input)}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t("send")}
        </button>
      </form>
      {/* The box takes no more than the limit: near it the visitor sees how much is left (not read
          out at every key), and at it is told, once, that the rest of what they typed or pasted was
          not added (it used to vanish silently). */}
      <p id={`${titleId}-limit`} className={nearLimit ? "px-3 pb-2 text-xs text-slate-600" : undefined}>
        {nearLimit && !atLimit && t("nearLimit", { count: input.length, max: CHAT_MAX_CHARS })}
        <span aria-live="polite">{atLimit ? t("atLimit", { max: CHAT_MAX_CHARS }) : ""}</span>
      </p>
    </section>
  );
  if (!floating) return panel;
  return (
    <FocusScope.Root
      asChild
      trapped={modal}
      loop={modal}
      // The panel puts the focus in the question box itself; the button gives it back on close.
      onMountAutoFocus={(e) => e.preventDefault()}
      onUnmountAutoFocus={(e) => e.preventDefault()}
    >
      {panel}
    </FocusScope.Root>
  );
}
