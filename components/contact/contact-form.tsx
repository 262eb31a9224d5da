"use client";

import { Send } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";

import { timing } from "@/content/timing";
import type { ContactInput } from "@/lib/validation/contact";

import { Field } from "./field";

type Status = "idle" | "sending" | "success" | "failed";
const EMPTY: Required<ContactInput> = { name: "", email: "", phone: "", message: "", website: "" };

/** Contact form: validated with the server's schema, sent to POST /api/contact. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>("idle");

  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => setStatus("idle"), timing.contactSuccessMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  const set = (name: keyof ContactInput) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus("sending");
    // The schema (shared with the server) loads on first use, so the page does not ship it up front.
    const schema = await Promise.all([import("@/lib/validation/contact"), import("@/lib/validation/form")]).catch(
      () => null,
    );
    if (!schema) {
      setStatus("failed");
      return;
    }
    const [{ contactSchema }, { fieldErrors }] = schema;
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      setStatus("idle");
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    try {
      const res = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; errors?: Record<string, string> };
      if (res.status === 400 && body.errors) {
        setErrors(body.errors);
        setStatus("idle");
        return;
      }
      if (!res.ok || !body.success) throw new Error(`contact ${res.status}`);
      setValues(EMPTY);
      setStatus("success");
    } catch {
      setStatus("failed");
    }
  }

  const sending = status === "sending";
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="contact-name"
          label="Name"
          required
          value={values.name}
          onChange={set("name")}
          error={errors.name}
          autoComplete="name"
        />
        <Field
          id="contact-email"
          label="Email"
          type="email"
          required
          value={values.email}
          onChange={set("email")}
          error={errors.email}
          autoComplete="email"
        />
      </div>
      <Field
        id="contact-phone"
        label="Phone"
        type="tel"
        value={values.phone}
        onChange={set("phone")}
        error={errors.phone}
        autoComplete="tel"
        hint="Optional"
      />
      <Field
        id="contact-message"
        label="Message"
        multiline
        required
        value={values.message}
        onChange={set("message")}
        error={errors.message}
      />
      {/* Honeypot: invisible to people and skipped by assistive technology; bots tend to fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set("website")(e.target.value)}
        />
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
