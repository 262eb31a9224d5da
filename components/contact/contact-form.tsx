"use client";

import { Send } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { useHydrated } from "@/components/ui/use-hydrated";
import { useSendStatus } from "@/components/ui/use-send-status";
import { useErrorText } from "@/components/i18n/error-text";
import type { ConsentTexts } from "@/components/policies/consent-texts";
import { PrivacyConsentView } from "@/components/policies/privacy-consent-view";
import { bindField, TextareaField, TextField } from "@/components/ui/field";
import { useCheckUnavailable } from "@/components/ui/use-check-unavailable";
import { keptStrings, usePageDraft } from "@/components/ui/use-page-draft";
import { Honeypot } from "@/components/ui/honeypot";
import { timing } from "@/content/timing";
import { ApiClientError, apiFetch, TOO_MANY_REQUESTS } from "@/lib/api-client";
import { CONTACT_OUTCOMES } from "@/lib/contact-outcome";
import { clearDraft } from "@/lib/form-draft";
import { showServerErrors } from "@/lib/form-errors";
import type { ContactInput, ContactMessageData } from "@/lib/validation/contact";
import { CONTACT_LIMITS, EMAIL_INPUT_PATTERN, PHONE_INPUT_PATTERN } from "@/lib/validation/contact-limits";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

const EMPTY: Required<ContactInput> = {
  name: "",
  email: "",
  phone: "",
  message: "",
  [HONEYPOT_FIELD]: "",
  consent: false,
};
const ORDER = ["name", "email", "phone", "message", "consent"];

/** The unsent message's text, kept in the tab (a reload, the switch to the other language): not the consent. */
const DRAFT = "contact";
const KEPT = ["name", "email", "phone", "message"] as const;
function draftOf(values: ContactInput) {
  const text = keptStrings(values, KEPT);
  return Object.values(text).some((value) => value.trim() !== "") ? text : null;
}

// The schema (shared with POST /api/contact) loads on first submit, so the page does not ship it up front.
const resolver = lazyZodResolver<ContactInput, ContactMessageData>(() =>
  import("@/lib/validation/contact").then((m) => m.contactSchema),
);

// Its validation messages are the schema's English, shown in the page's language by the fields
// (useErrorText); the schema builds "Please enter your name" from parts, so:
// i18n-keys: errors.contact.*

/**
 * Contact form: validated with the server's schema, sent to POST /api/contact (apiFetch sends the
 * page's language, so a 400's field errors come back in it). Needs the "contact" messages. Sent
 * before the script has run, the browser posts it to POST /api/contact/form, which stores it the
 * same way and sends the browser back here with the outcome as the fragment: the messages below
 * show while theirs is the :target (until the form is sent again), and the fields travel in the
 * body, never in a URL (access logs, history). `consentTexts`: its privacy notice, formatted on
 * the server (consentTexts(t, "contact")).
 */
export function ContactForm({ consentTexts }: { consentTexts: ConsentTexts }) {
  const t = useTranslations("contact.form");
  const locale = useLocale();
  // The outcome of a send made before the script ran: shown until the form is sent from here.
  const [arrived, setArrived] = useState(true);
  // Until the script runs, the browser checks the required fields before it sends the form (a
  // missing one would otherwise cost the visitor the message); from then on the form's own messages do.
  const hydrated = useHydrated();
  const { status, succeeded, submit } = useSendStatus(timing.contactSuccessMs);
  const errorText = useErrorText();
  // A refusal the visitor can act on (too many messages for now, too large, another site's page):
  // the server's words, in place of "could not send".
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ContactInput, unknown, ContactMessageData>({
    resolver,
    defaultValues: EMPTY,
  });
  const { handleSubmit, reset, setError, register } = form;
  const unavailable = useCheckUnavailable(form.formState.errors);
  usePageDraft(form, DRAFT, draftOf, (kept) => reset({ ...EMPTY, ...keptStrings(kept, KEPT) }));

  const send = handleSubmit(async (data) => {
    setRefusal(null);
    try {
      const body = await apiFetch<{ success?: boolean }>("/api/contact", { method: "POST", body: data });
      if (!body.success) throw new Error("contact: not stored");
    } catch (error) {
      const refused = error instanceof ApiClientError && error.status === 400;
      if (refused && showServerErrors(setError, error.errors, ORDER).length) return;
      if (error instanceof ApiClientError && [403, 413, 429].includes(error.status)) {
        // Our API's own words; a 429 from something in between (a proxy's page) still means "wait";
        // any other answer without our words is the plain "could not send".
        if (error.fromServer) setRefusal(errorText(error.message));
        else if (error.status === 429) setRefusal(errorText(TOO_MANY_REQUESTS));
      }
      throw error;
    }
    reset(EMPTY);
    clearDraft(DRAFT); // sent: nothing to bring back
    succeeded();
  });

  const sending = status === "sending";
  return (
    <form
      method="post"
      action="/api/contact/form"
      onSubmit={(event) => {
        setArrived(false);
        return submit(send, event);
      }}
      noValidate={hydrated}
      className="space-y-5"
    >
      {arrived && (
        <div className="scroll-mt-24">
          <p
            id={CONTACT_OUTCOMES.sent}
            className="hidden scroll-mt-24 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-800 target:block"
          >
            {t("sent")}
          </p>
          {(
            [
              ["incomplete", "incomplete"],
              ["failed", "notSent"],
            ] as const
          ).map(([outcome, words]) => (
            <p
              key={outcome}
              id={CONTACT_OUTCOMES[outcome]}
              className="hidden scroll-mt-24 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 target:block"
            >
              {t(words)}
            </p>
          ))}
        </div>
      )}
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label={t("name")}
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          {...bindField(form, "name")}
        />
        <TextField
          id="contact-email"
          label={t("email")}
          type="email"
          required
          autoComplete="email"
          // Before the script runs the browser checks the form alone: "name@gmail" passes type="email"
          // but not the server (a domain with a dot), and a refusal there loses the message typed.
          pattern={EMAIL_INPUT_PATTERN}
          {...bindField(form, "email")}
        />
      </div>
      <TextField
        id="contact-phone"
        label={t("phone")}
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phone}
        pattern={PHONE_INPUT_PATTERN}
        hint={t("optional")}
        {...bindField(form, "phone")}
      />
      <TextareaField
        id="contact-message"
        label={t("message")}
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        {...bindField(form, "message")}
      />
      <PrivacyConsentView
        form="contact"
        id="contact-consent"
        texts={consentTexts}
        required
        {...bindField(form, "consent")}
      />
      <Honeypot id="contact-by-fax" label={t("honeypot")} {...register(HONEYPOT_FIELD)} />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          <Send aria-hidden="true" className="size-4" />
          {sending ? t("sending") : t("send")}
        </button>
        <p role="status" className="font-medium text-emerald-800">
          {status === "success" && t("sent")}
        </p>
      </div>
      <div role="alert">
        {(status === "failed" || unavailable) && (
          <p className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {status === "failed" ? (refusal ?? t("failed")) : unavailable}
          </p>
        )}
      </div>
    </form>
  );
}
