"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";

import { useErrorText } from "@/components/i18n/error-text";
import type { ConsentTexts } from "@/components/policies/consent-texts";
import { PrivacyConsent } from "@/components/policies/privacy-consent";
import { useSendStatus } from "@/components/ui/use-send-status";
import { timing } from "@/content/timing";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import type { NewsletterInput } from "@/lib/validation/newsletter";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

// The schema (shared with POST /api/newsletter) loads on first submit: this box is on every page.
const resolver = lazyZodResolver<NewsletterInput, NewsletterInput>(() =>
  import("@/lib/validation/newsletter").then((m) => m.newsletterSchema),
);

/**
 * Footer newsletter box: stores the address through POST /api/newsletter. `consentTexts`: its
 * privacy notice formatted on the server (the footer passes it; consent-texts.ts says why).
 */
export function NewsletterForm({ consentTexts }: { consentTexts?: ConsentTexts }) {
  const t = useTranslations("shell.newsletter");
  const errorText = useErrorText();
  const { status, succeeded, submit } = useSendStatus(timing.newsletterSuccessMs);
  const { register, handleSubmit, reset, setError, formState } = useForm<NewsletterInput>({
    resolver,
    defaultValues: { email: "", consent: false },
  });

  const send = handleSubmit(async (data) => {
    try {
      await apiFetch("/api/newsletter", { method: "POST", body: data });
    } catch (error) {
      // Refused (not a valid address) or too many tries: the server's words, on the field.
      if (!(error instanceof ApiClientError) || (error.status !== 400 && error.status !== 429)) throw error;
      if (error.errors.consent && !error.errors.email) {
        return setError("consent", { type: "server", message: error.errors.consent }, { shouldFocus: true });
      }
      return setError("email", { type: "server", message: error.errors.email ?? error.message }, { shouldFocus: true });
    }
    reset({ email: "", consent: false });
    succeeded();
  });

  // The schema's and the API's English messages, in the page's language.
  const emailError = formState.errors.email?.message;
  const error = emailError ? errorText(emailError) : status === "failed" ? t("failed") : null;
  const consentError = formState.errors.consent?.message;
  return (
    <form onSubmit={(event) => submit(send, event)} noValidate className="mt-4">
      <label htmlFor="newsletter-email" className="sr-only">
        {t("emailLabel")}
      </label>
      <div className="flex overflow-hidden rounded-lg bg-white/10 ring-1 ring-white/20 focus-within:ring-2 focus-within:ring-white">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t("placeholder")}
          aria-invalid={formState.errors.email ? true : undefined}
          aria-describedby="newsletter-status"
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-sm text-white placeholder:text-brand-100 focus:outline-none"
          {...register("email")}
        />
        <button
          type="submit"
          disabled={status === "sending"}
          className="inline-flex items-center gap-1.5 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
        >
          <Send aria-hidden="true" className="size-4" />
          {status === "sending" ? t("sending") : t("send")}
        </button>
      </div>
      <div className="mt-3">
        <PrivacyConsent
          form="newsletter"
          id="newsletter-consent"
          tone="dark"
          texts={consentTexts}
          error={consentError && errorText(consentError)}
          {...register("consent")}
        />
      </div>
      <p id="newsletter-status" role="status" className="mt-2 min-h-5 text-sm">
        {status === "success" && <span className="font-medium text-emerald-200">{t("subscribed")}</span>}
        {error && <span className="font-medium text-amber-200">{error}</span>}
      </p>
    </form>
  );
}
