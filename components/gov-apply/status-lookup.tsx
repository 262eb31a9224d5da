"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";

import { ErrorBanner, TextField } from "@/components/gov-apply/fields";
import { formatIstDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { fieldErrors, statusLookupSchema } from "@/lib/validation/gov-applications";

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

export function StatusLookup() {
  const [applicationNumber, setApplicationNumber] = useState("");
  const [dob, setDob] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StatusView | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    setResult(null);
    const parsed = statusLookupSchema.safeParse({ applicationNumber, dob });
    if (!parsed.success) {
      const problems = fieldErrors(parsed.error);
      setErrors(problems);
      setBanner(Object.values(problems)[0]);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await fetch("/api/gov/applications/lookup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await res.json().catch(() => ({}))) as { application?: StatusView; message?: string };
      if (res.ok && body.application) setResult(body.application);
      else setBanner(body.message ?? "Could not check the status. Please try again.");
    } catch {
      setBanner("Could not check the status. Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-8">
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <ErrorBanner message={banner} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="applicationNumber"
            label="Application Number"
            required
            value={applicationNumber}
            error={errors.applicationNumber}
            autoCapitalize="characters"
            placeholder="e.g. APP260715K7QZD2"
            onChange={(e) => setApplicationNumber(e.target.value)}
          />
          <TextField
            id="dob"
            label="Date of Birth"
            type="date"
            required
            value={dob}
            error={errors.dob}
            onChange={(e) => setDob(e.target.value)}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {busy ? "Checking..." : "Check Status"}
        </button>
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
              <Link
                href={result.receiptUrl}
                className="mt-5 inline-block rounded-md border border-brand-200 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                View / Print Receipt
              </Link>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
