"use client";

import { useEffect, useState, type FormEvent } from "react";

export type SendStatus = "idle" | "sending" | "success" | "failed";

/**
 * Where a public form's send stands: "sending" from the click (its schema may still be loading)
 * to the answer, "success" for `successMs`, "failed" when the send threw (no answer, a server
 * failure, or, for the newsletter box, its checks could not load).
 */
export function useSendStatus(successMs: number) {
  const [status, setStatus] = useState<SendStatus>("idle");

  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => setStatus("idle"), successMs);
    return () => window.clearTimeout(timer);
  }, [status, successMs]);

  async function submit(send: (event: FormEvent<HTMLFormElement>) => Promise<void>, event: FormEvent<HTMLFormElement>) {
    setStatus("sending");
    try {
      await send(event);
      setStatus((s) => (s === "sending" ? "idle" : s));
    } catch {
      setStatus("failed");
    }
  }

  return { status, succeeded: () => setStatus("success"), submit };
}
