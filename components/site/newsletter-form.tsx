"use client";

import { Send } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";

import { useErrorText } from "@/components/i18n/error-text";
import type { ConsentTexts } from "@/components/policies/consent-texts";
import { PrivacyConsentView } from "@/components/policies/privacy-consent-view";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useSendStatus } from "@/components/ui/use-send-status";
import { timing } from "@/content/timing";
import { usePageLocale, usePagePath } from "@/i18n/intent-link";
import { ApiClientError, apiFetch, TOO_MANY_REQUESTS } from "@/lib/api-client";
import { NEWSLETTER_OUTCOMES } from "@/lib/newsletter-outcome";

import type { NewsletterLabels } from "./shell-labels";

// One address and one checkbox, on every public page: the box reads its two fields itself rather
// than through react-hook-form, whose 10 kB (gzipped) would be on every page's first load. The
// schema (shared with POST /api/newsletter) and zod load on first submit.
const loadValidation = () => Promise.all([import("@/lib/validation/newsletter"), import("@/lib/validation/form")]);

type Errors = { email?: string; consent?: string };

/**
 * Footer newsletter box: stores the address through POST /api/newsletter. `labels` and
 * `consentTexts` (its privacy notice): its words, formatted on the server (the footer passes them;
 * shell-labels.ts and consent-texts.ts say why). Errors show after a send and each clears once its
 * field is changed. Sent before the script has run, the browser checks the two fields and posts
 * them to POST /api/newsletter/form, which subscribes the address and sends the browser back to the
 * page it was on with the outcome as the fragment: the messages below show while theirs is the
 * :target (until the box is sent again), and the address travels in the body, never in a URL.
 */
export function NewsletterForm({ labels, consentTexts }: { labels: NewsletterLabels; consentTexts: ConsentTexts }) {
  const errorText = useErrorText();
  const { status, succeeded, submit } = useSendStatus(timing.newsletterSuccessMs);
  const [errors, setErrors] = useState<Errors>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const consentInput = useRef<HTMLInputElement>(null);
  const locale = usePageLocale();
  const path = usePagePath();
  // The outcome of a send made before the script ran: shown until the box is sent from here.
  const [arrived, setArrived] = useState(true);
  // Until the script runs the browser checks the fields; from then on the box's own messages do.
  const hydrated = useHydrated();

  function show(next: Errors) {
    setErrors(next);
    (next.email ? emailInput : consentInput).current?.focus();
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const [{ newsletterSchema }, { fieldErrors }] = await loadValidation();
    const parsed = newsletterSchema.safeParse({
      email: emailInput.current?.value ?? "",
      consent: consentInput.current?.checked ?? false,
    });
    if (!parsed.success) {
      const { email, consent } = fieldErrors(parsed.error);
      return show({ email, consent });
    }
    try {
      await apiFetch("/api/newsletter", { method: "POST", body: parsed.data });
    } catch (error) {
      // Refused (not a valid address) or too many tries: the server's words, on the field.
      if (!(error instanceof ApiClientError) || (error.status !== 400 && error.status !== 429)) throw error;
      // A 429 without our API's words (a proxy's page) still means "wait"; a 400 without them is
      // not ours to explain: the plain failure.
      if (!error.fromServer) {
        if (error.status === 429) return show({ email: TOO_MANY_REQUESTS });
        throw error;
      }
      if (error.errors.consent && !error.errors.email) return show({ consent: error.errors.consent });
      return show({ email: error.errors.email ?? error.message });
    }
    form.reset();
    setErrors({});
    succeeded();
  }

  const clear = (field: keyof Errors) => () => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  const error = errors.email ? errorText(errors.email) : status === "failed" ? labels.failed : null;
  return (
    <form
      method="post"
      action="/api/newsletter/form"
      onSubmit={(event) => {
        setArrived(false);
        return submit(send, event);
      }}
      noValidate={hydrated}
      className="mt-4"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="path" value={path} />
      <label htmlFor="newsletter-email" className="sr-only">
        {labels.emailLabel}
      </label>
      <div className="flex overflow-hidden rounded-lg bg-white/10 ring-1 ring-white/20 focus-within:ring-2 focus-within:ring-white">
        <input
          ref={emailInput}
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={labels.placeholder}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby="newsletter-status"
          onChange={clear("email")}
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-sm text-white placeholder:text-brand-100 focus:outline-none"
        />
        <button
          type="submit"
          disabled={status === "sending"}
          className="inline-flex items-center gap-1.5 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
        >
          <Send aria-hidden="true" className="size-4" />
          {status === "sending" ? labels.sending : labels.send}
        </button>
      </div>
      <div className="mt-3">
        <PrivacyConsentView
          ref={consentInput}
          name="consent"
          form="newsletter"
          id="newsletter-consent"
          tone="dark"
          texts={consentTexts}
          required
          error={errors.consent && errorText(errors.consent)}
          onChange={clear("consent")}
        />
      </div>
      <p id="newsletter-status" role="status" className="mt-2 min-h-5 text-sm">
        {status === "success" && <span className="font-medium text-emerald-200">{labels.subscribed}</span>}
        {error && <span className="font-medium text-amber-200">{error}</span>}
      </p>
      {arrived && (
        <>
          <p
            id={NEWSLETTER_OUTCOMES.subscribed}
            className="hidden scroll-mt-24 text-sm font-medium text-emerald-200 target:block"
          >
            {labels.subscribed}
          </p>
          <p
            id={NEWSLETTER_OUTCOMES.incomplete}
            className="hidden scroll-mt-24 text-sm font-medium text-amber-200 target:block"
          >
            {labels.incomplete}
          </p>
          <p
            id={NEWSLETTER_OUTCOMES.failed}
            className="hidden scroll-mt-24 text-sm font-medium text-amber-200 target:block"
          >
            {labels.notSent}
          </p>
        </>
      )}
    </form>
  );
}
