"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { ErrorBanner } from "@/components/gov-apply/error-banner";
import { ReceiptLink } from "@/components/gov-apply/receipt-link";
import { bindField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/button";
import { formatIstDate } from "@/lib/dates";
import { firstError, showServerErrors } from "@/lib/form-errors";
import { formatRupees } from "@/lib/money";
import type { statusLookupSchema } from "@/lib/validation/gov-applications";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

type StatusView = {
  applicationNumber: string;
  name: string;
  jobTitle: string;
  company: string;
  statusLabel: string;
  paymentStatus: "pending" | "completed" | "failed";
  feePaise: number;
  amountPaidPaise: number | null;
  appliedAt: string;
  paidAt: string | null;
  receiptUrl: string | null;
};

type Lookup = z.input<typeof statusLookupSchema>;
const ORDER = ["applicationNumber", "dob"];

// The schema (with the whole gov-applications module and zod) loads on first submit: the board
// links here, so its prefetch would otherwise fetch them with every visit to /gov-career.
const resolver = lazyZodResolver<Lookup, z.output<typeof statusLookupSchema>>(() =>
  import("@/lib/validation/gov-applications").then((m) => m.statusLookupSchema),
);

export function StatusLookup() {
  const [banner, setBanner] = useState<string | null>(null);
  const [result, setResult] = useState<StatusView | null>(null);
  const form = useForm<Lookup, unknown, z.output<typeof statusLookupSchema>>({
    resolver,
    defaultValues: { applicationNumber: "", dob: "" },
  });
  const { handleSubmit, setError } = form;
  const busy = form.formState.isSubmitting;

  const lookup = handleSubmit(
    async (data) => {
      try {
        const res = await fetch("/api/gov/applications/lookup", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(data),
        });
        const body = (await res.json().catch(() => ({}))) as {
          application?: StatusView;
          message?: string;
          errors?: Record<string, string>;
        };
        if (res.ok && body.application) return setResult(body.application);
        if (res.status === 400) showServerErrors(setError, body.errors, ORDER);
        setBanner(body.message ?? "Could not check the status. Please try again.");
      } catch {
        setBanner("Could not check the status. Please check your connection and try again.");
      }
    },
    (problems) => setBanner(firstError(problems, ORDER)?.message ?? null),
  );

  return (
    <div className="space-y-8">
      <form
        onSubmit={(event) => {
          setBanner(null);
          setResult(null);
          void lookup(event);
        }}
        noValidate
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <ErrorBanner message={banner} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="applicationNumber"
            label="Application Number"
            required
            autoCapitalize="characters"
            placeholder="e.g. APP260715K7QZD2"
            {...bindField(form, "applicationNumber")}
          />
          <TextField id="dob" label="Date of Birth" type="date" required {...bindField(form, "dob")} />
        </div>
        <SubmitButton busy={busy} busyLabel="Checking..." size="lg">
          Check Status
        </SubmitButton>
      </form>
      <div aria-live="polite">
        {result && (
          <section
            aria-labelledby="status-result"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="status-result" className="text-lg font-semibold text-slate-900">
              Application {result.applicationNumber}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-slate-500">Status</dt>
              <dd className="font-semibold text-slate-900" data-testid="status-label">
                {result.statusLabel}
              </dd>
              <dt className="text-slate-500">Applicant</dt>
              <dd>{result.name}</dd>
              <dt className="text-slate-500">Post</dt>
              <dd>
                {result.jobTitle}, {result.company}
              </dd>
              <dt className="text-slate-500">Applied on</dt>
              <dd>{formatIstDate(new Date(result.appliedAt))}</dd>
              <dt className="text-slate-500">Fee</dt>
              <dd data-testid="status-fee">
                {result.amountPaidPaise !== null
                  ? `${formatRupees(result.amountPaidPaise)} paid${result.paidAt ? ` on ${formatIstDate(new Date(result.paidAt))}` : ""}`
                  : `${formatRupees(result.feePaise)} not paid yet`}
              </dd>
            </dl>
            {result.receiptUrl && (
              <ReceiptLink href={result.receiptUrl} className="mt-5 inline-block px-4 py-2 text-sm" />
            )}
          </section>
        )}
      </div>
    </div>
  );
}
