"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { StatusHistory, type HistoryItem } from "@/components/applicant/status-history";
import { useCompanyStatusWords } from "@/components/i18n/use-status-words";
import { useErrorText } from "@/components/i18n/error-text";
import { ErrorBanner } from "@/components/ui/error-banner";
import { SubmitButton } from "@/components/ui/button";
import { bindField, TextField } from "@/components/ui/field";
import { useCheckUnavailable } from "@/components/ui/use-check-unavailable";
import { apiFetch, ApiClientError, errorMessage } from "@/lib/api-client";
import { formatIstDate } from "@/lib/dates";
import { showServerErrors } from "@/lib/form-errors";
import type { companyLookupSchema } from "@/lib/validation/applicant";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

type Lookup = z.input<typeof companyLookupSchema>;
type Found = {
  reference: string;
  status: string;
  jobTitle: string;
  company: string;
  statusLabel: string;
  appliedAt: string;
  history: HistoryItem[];
};

const resolver = lazyZodResolver<Lookup, z.output<typeof companyLookupSchema>>(() =>
  import("@/lib/validation/applicant").then((m) => m.companyLookupSchema),
);

/**
 * "Check a company application without signing in": reference + e-mail -> status and history. Sent
 * before the script has loaded, it posts to this page, which renders again: the pair never goes in a URL.
 */
export function CompanyLookup() {
  const t = useTranslations("portal.lookup");
  const locale = useLocale();
  const statusWords = useCompanyStatusWords();
  const errorText = useErrorText();
  const [banner, setBanner] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const form = useForm<Lookup, unknown, z.output<typeof companyLookupSchema>>({
    resolver,
    defaultValues: { reference: "", email: "" },
  });
  const unavailable = useCheckUnavailable(form.formState.errors);

  const lookup = form.handleSubmit(async (data) => {
    setBanner(null);
    setFound(null);
    try {
      const answer = await apiFetch<{ application: Found }>("/api/applications/lookup", {
        method: "POST",
        body: data,
      });
      setFound(answer.application);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400) {
        showServerErrors(form.setError, error.errors, ["reference", "email"]);
      }
      setBanner(errorText(errorMessage(error, t("failed"))));
    }
  });

  return (
    <div className="space-y-4">
      <form method="post" onSubmit={lookup} noValidate className="space-y-4" aria-label={t("formLabel")}>
        <ErrorBanner message={banner ?? unavailable} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("reference")}
            required
            autoCapitalize="characters"
            placeholder={t("referencePlaceholder")}
            {...bindField(form, "reference")}
          />
          <TextField label={t("email")} type="email" autoComplete="email" required {...bindField(form, "email")} />
        </div>
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t("checking")} size="md">
          {t("submit")}
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {found && (
          <section aria-labelledby="lookup-result" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <h3 id="lookup-result" className="font-semibold text-slate-900">
              {found.jobTitle}, {found.company}
            </h3>
            <p className="mt-1 text-sm text-slate-700">
              {t.rich("result", {
                reference: found.reference,
                date: formatIstDate(found.appliedAt, locale),
                status: statusWords(found.status, found.statusLabel),
                mono: (chunks) => <span className="font-mono">{chunks}</span>,
                b: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <StatusHistory board="company" history={found.history} />
          </section>
        )}
      </div>
    </div>
  );
}
