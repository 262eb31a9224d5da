"use client";

import Link from "next/link";

import { type Bar, BarChart } from "@/components/ui/bar-chart";
import { apiFetch } from "@/lib/api-client";
import { formatRupees } from "@/lib/money";

import { formatDate } from "./format";
import type { GovDashboardStats } from "./types";
import { LoadError, useLoad } from "./use-load";

/** The counted figures, in the order of their cards. */
const counts = {
  totalJobs: "Total Jobs",
  activeJobs: "Active Jobs",
  totalApplications: "Total Applications",
  pendingApplications: "Pending",
  approvedApplications: "Approved",
  rejectedApplications: "Rejected",
} satisfies Partial<Record<keyof GovDashboardStats, string>>;

/** The money figures, in paise: gross, what went back, what was kept. */
const money = {
  totalFeesCollected: "Gross Fees",
  refundsPaise: "Refunds",
  netFeesPaise: "Net Fees",
} satisfies Partial<Record<keyof GovDashboardStats, string>>;

const bars = (data: GovDashboardStats, field: "applications" | "feesPaise"): Bar[] =>
  data.daily.map((p) => ({ key: p.date, label: formatDate(p.date), value: p[field] }));

const Card = ({ children }: { children: React.ReactNode }) => (
  <div className="rounded-xl border border-slate-200 bg-white p-4">{children}</div>
);

export function DashboardTab({ version, initial }: { version: number; initial: GovDashboardStats | null }) {
  const { data, error, loading, retry } = useLoad(
    () => apiFetch<GovDashboardStats>("/api/gov/dashboard/stats"),
    [version],
    initial,
  );
  if (error && !data) return <LoadError message={`Failed to load dashboard: ${error}`} onRetry={retry} />;
  if (!data) return <p className="text-slate-600">Loading dashboard...</p>;
  return (
    <div className="space-y-6" aria-busy={loading}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {Object.entries(counts).map(([key, label]) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
              {data[key as keyof typeof counts]}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="grid gap-4 sm:grid-cols-3" aria-label="Fees">
        {Object.entries(money).map(([key, label]) => (
          <div key={key} className="rounded-xl border border-brand-200 bg-brand-50 p-4">
            <dt className="text-xs font-medium text-brand-800 uppercase">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-800" data-testid={`stat-${key}`}>
              {formatRupees(data[key as keyof typeof money])}
            </dd>
          </div>
        ))}
      </dl>
      {data.refundsDue > 0 && (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="refunds-due"
        >
          {data.refundsDue} application(s) owe the applicant a refund: a cancelled application&apos;s fee, or a payment
          flagged for refund.{" "}
          <Link href="?tab=applications&paymentStatus=refund_due" className="font-medium underline">
            Show them
          </Link>
        </p>
      )}
      <p className="text-xs text-slate-500">
        Applications are counted once their fee is paid. Gross fees are the payments captured as a fee (including those
        since refunded); net fees are gross fees minus processed refunds. {data.unpaidApplications} unpaid or failed
        application(s) are not counted, nor {data.cancelledApplications} paid or exempt one(s) since cancelled or
        withdrawn.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <BarChart title="Paid applications" bars={bars(data, "applications")} />
        </Card>
        <Card>
          <BarChart title="Fees collected" bars={bars(data, "feesPaise")} format={formatRupees} />
        </Card>
      </div>
      <section aria-labelledby="closing-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="closing-heading" className="mb-3 text-base font-semibold text-slate-900">
          Jobs closing in the next 7 days
        </h2>
        {data.closingSoon.length === 0 ? (
          <p className="text-sm text-slate-600">No active jobs close in the next 7 days.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.closingSoon.map((j) => (
              <li key={j.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{j.title}</span>{" "}
                  <span className="text-slate-500">{j.company}</span>
                </span>
                <span className="text-slate-600">
                  Closes {formatDate(j.deadline)} · {j.applicationCount} paid
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
