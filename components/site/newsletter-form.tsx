"use client";

import { Send } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";

import { timing } from "@/content/timing";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "success" } | { kind: "error"; message: string };

const FAILED = "Something went wrong. Please try again.";

/** Footer newsletter box: stores the address through POST /api/newsletter. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = window.setTimeout(() => setStatus({ kind: "idle" }), timing.newsletterSuccessMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: "sending" });
    // The schema (shared with the server) loads on first use, so pages do not ship it up front.
    const schema = await import("@/lib/validation/newsletter").catch(() => null);
    const parsed = schema?.newsletterSchema.safeParse({ email });
    if (!parsed) {
      setStatus({ kind: "error", message: FAILED });
      return;
    }
    if (!parsed.success) {
      setStatus({ kind: "error", message: parsed.error.issues[0]?.message ?? FAILED });
      return;
    }
    try {
      const res = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) {
        setStatus({
          kind: "error",
          message: res.status === 400 || res.status === 429 ? (body.message ?? FAILED) : FAILED,
        });
        return;
      }
      setEmail("");
      setStatus({ kind: "success" });
    } catch {
      setStatus({ kind: "error", message: FAILED });
    }
  }

  const error = status.kind === "error" ? status.message : null;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <div className="flex overflow-hidden rounded-lg bg-white/10 ring-1 ring-white/20 focus-within:ring-2 focus-within:ring-white">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="newsletter-status"
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-sm text-white placeholder:text-brand-100 focus:outline-none"
        />
        <button
          type="submit"
          disabled={status.kind === "sending"}
          className="inline-flex items-center gap-1.5 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
        >
          <Send aria-hidden="true" className="size-4" />
          {status.kind === "sending" ? "Sending..." : "Send"}
        </button>
      </div>
      <p id="newsletter-status" role="status" className="mt-2 min-h-5 text-sm">
        {status.kind === "success" && <span className="font-medium text-emerald-200">Successfully subscribed!</span>}
        {error && <span className="font-medium text-amber-200">{error}</span>}
      </p>
    </form>
  );
}
