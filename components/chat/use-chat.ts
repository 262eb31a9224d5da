"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { useLocale, useTranslations } from "next-intl";

import { useErrorText } from "@/components/i18n/error-text";
import { company } from "@/content/company";
import { CHAT_LIMITED } from "@/lib/chat/messages";
import { CHAT_MAX_REPLY_CHARS, CHAT_MAX_TURNS } from "@/lib/validation/chat-limits";
import { hasVisibleText } from "@/lib/validation/visible";

export type ChatTurn = { id: number; role: "user" | "model"; text: string };

/**
 * What the browser sends as the conversation: the turns after our greeting (it is ours, not the
 * model's) and the new question, the last CHAT_MAX_TURNS of them. A reply the model made longer than
 * the API takes back is cut to that length (never inside a surrogate pair); sent whole, it made
 * every later question a 400 until it scrolled out of the history.
 */
export function chatHistory(
  turns: readonly ChatTurn[],
  question: ChatTurn,
): { role: ChatTurn["role"]; text: string }[] {
  const clip = (text: string) => {
    if (text.length <= CHAT_MAX_REPLY_CHARS) return text;
    const end = /[\ud800-\udbff]/.test(text[CHAT_MAX_REPLY_CHARS - 1])
      ? CHAT_MAX_REPLY_CHARS - 1
      : CHAT_MAX_REPLY_CHARS;
    return text.slice(0, end);
  };
  return [...turns.slice(1), question]
    .slice(-CHAT_MAX_TURNS)
    .map(({ role, text }) => ({ role, text: role === "model" ? clip(text) : text }));
}

function newSessionId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Conversation state and the streaming call to /api/chat. `greeting`: the first turn, when the page
 * formatted it on the server (the help desk page: hydration formats nothing with Intl).
 */
export function useChat(greeting?: string) {
  const t = useTranslations("chat");
  const errorText = useErrorText();
  const locale = useLocale();
  const [turns, setTurns] = useState<ChatTurn[]>(() => [
    { id: 0, role: "model", text: greeting ?? t("greeting", { company: company.name }) },
  ]);
  const [waiting, setWaiting] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const session = useRef(newSessionId());
  const nextId = useRef(1);
  // The reply being read: closing the help desk stops it, and with it the server's model call.
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      // Nothing to ask (spaces, or only invisible characters: the server refuses those).
      if (!hasVisibleText(text) || waiting) return true;
      const user: ChatTurn = { id: nextId.current++, role: "user", text };
      setTurns((t) => [...t, user]);
      setWaiting(true);
      const replyId = nextId.current++;
      const setReply = (reply: string) =>
        setTurns((t) =>
          t.some((m) => m.id === replyId)
            ? t.map((m) => (m.id === replyId ? { ...m, text: reply } : m))
            : [...t, { id: replyId, role: "model", text: reply }],
        );
      const controller = new AbortController();
      inFlight.current = controller;
      let reply = "";
      try {
        const res = await fetch("/api/chat", {
          signal: controller.signal,
          method: "POST",
          // The answer comes in the page's language (or the question's, when it is in Devanagari).
          headers: { "Content-Type": "application/json", "Accept-Language": locale },
          body: JSON.stringify({
            messages: chatHistory(turns, user),
            sessionId: session.current,
          }),
        });
        if (!res.ok || !res.body) {
          const body = (await res.json().catch(() => null)) as { message?: string } | null;
          // A 429 without our words (a proxy's page) still means "wait", not "cannot connect".
          setReply(body?.message ?? (res.status === 429 ? errorText(CHAT_LIMITED) : t("unavailable")));
          return false;
        }
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          reply += decoder.decode(value, { stream: true });
          if (reply) {
            setStreaming(true);
            setReply(reply);
          }
        }
        if (!reply.trim()) setReply(t("empty"));
        return true;
      } catch {
        // Cut off half-way (a phone's lost signal): what had arrived stays, with the apology under it.
        setReply(reply.trim() ? `${reply}\n\n${t("unavailable")}` : t("unavailable"));
        return false;
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
        setWaiting(false);
        setStreaming(false);
      }
    },
    [turns, waiting, locale, t, errorText],
  );

  return { turns, waiting, streaming, send };
}
