"use client";

import { Send } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";

import { TextareaField, TextField } from "@/components/ui/field";
import { timing } from "@/content/timing";
import { showServerErrors } from "@/lib/form-errors";
import type { ContactInput, ContactMessageData } from "@/lib/validation/contact";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

type Status = "idle" | "sending" | "success" | "failed";
const EMPTY: Required<ContactInput> = { name: "", email: "", phone: "", message: "", website: "" };
const ORDER = ["name", "email", "phone", "message"];

// The schema (shared with POST /api/contact) loads on first submit, so the page does not ship it up front.
const resolver = lazyZodResolver<ContactInput, ContactMessageData>(() =>
  import("@/lib/validation/contact").then((m) => m.contactSchema),
);

/** Contact form: validated with the server's schema, sent to POST /api/contact. */
export function ContactForm() {
  const [status, setStatus] = useState<Status>("idle");
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactInput, unknown, ContactMessageData>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => setStatus("idle"), timing.contactSuccessMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const send = handleSubmit(async (data) => {
    const res = await fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(data),
    });
    const body = (await res.json().catch(() => ({}))) as { success?: boolean; errors?: Record<string, string> };
    if (res.status === 400 && showServerErrors(setError, body.errors, ORDER).length) return setStatus("idle");
    if (!res.ok || !body.success) throw new Error(`contact ${res.status}`);
    reset(EMPTY);
    setStatus("success");
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    setStatus("sending");
    try {
      await send(event);
      setStatus((s) => (s === "sending" ? "idle" : s));
    } catch {
      setStatus("failed"); // no answer, a server failure, or the schema could not load
    }
  }

  const sending = status === "sending";
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Name"
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
      </div>
      <TextField
        id="contact-phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <TextareaField
        id="contact-message"
        label="Message"
        required
        rows={6}
        error={errors.message?.message}
        {...register("message")}
      />
      {/* Honeypot: invisible to people and skipped by assistive technology; bots tend to fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          <Send aria-hidden="true" className="size-4" />
          {sending ? "Sending..." : "Send Message"}
        </button>
        <p role="status" className="font-medium text-emerald-800">
          {status === "success" && "Message sent successfully!"}
        </p>
      </div>
      <div role="alert">
        {status === "failed" && (
          <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            Something went wrong. Please try again.
          </p>
        )}
      </div>
    </form>
  );
}
