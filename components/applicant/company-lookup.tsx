"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { StatusHistory, type HistoryItem } from "@/components/applicant/status-history";
import { ErrorBanner } from "@/components/ui/error-banner";
import { SubmitButton } from "@/components/ui/button";
import { bindField, TextField } from "@/components/ui/field";
import { apiFetch, ApiClientError, errorMessage } from "@/lib/api-client";
import { formatIstDate } from "@/lib/dates";
import { showServerErrors } from "@/lib/form-errors";
import type { companyLookupSchema } from "@/lib/validation/applicant";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

type Lookup = z.input<typeof companyLookupSchema>;
type Found = {
  reference: string;
  jobTitle: string;
  company: string;
  statusLabel: string;
  appliedAt: string;
  history: HistoryItem[];
};

const resolver = lazyZodResolver<Lookup, z.output<typeof companyLookupSchema>>(() =>
  import("@/lib/validation/applicant").then((m) => m.companyLookupSchema),
);

/** "Check a company application without signing in": reference + e-mail -> status and history. */
export function CompanyLookup() {
  const [banner, setBanner] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const form = useForm<Lookup, unknown, z.output<typeof companyLookupSchema>>({
    resolver,
    defaultValues: { reference: "", email: "" },
  });

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
      setBanner(errorMessage(error, "Could not check the application. Please try again."));
    }
  });

  return (
    <div className="space-y-4">
      <form onSubmit={lookup} noValidate className="space-y-4" aria-label="Check a company application">
        <ErrorBanner message={banner} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Application reference"
            required
            autoCapitalize="characters"
            placeholder="e.g. CA-261122-7K3QXM"
            {...bindField(form, "reference")}
          />
          <TextField label="E-mail address" type="email" autoComplete="email" required {...bindField(form, "email")} />
        </div>
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Checking..." size="md">
          Check status
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {found && (
          <section aria-labelledby="lookup-result" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <h3 id="lookup-result" className="font-semibold text-slate-900">
              {found.jobTitle}, {found.company}
            </h3>
            <p className="mt-1 text-sm text-slate-700">
              Reference <span className="font-mono">{found.reference}</span>, applied on{" "}
              {formatIstDate(found.appliedAt)}. Status: <strong>{found.statusLabel}</strong>
            </p>
            <StatusHistory history={found.history} />
          </section>
        )}
      </div>
    </div>
  );
}
