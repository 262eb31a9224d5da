import Link from "next/link";

import { PortalPayNow } from "@/components/applicant/pay-now";
import { StatusHistory } from "@/components/applicant/status-history";
import { WithdrawButton } from "@/components/applicant/withdraw-button";
import { ReceiptLink } from "@/components/ui/receipt-link";
import { formatIstDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import type { ApplicantApplications, GovApplicationView } from "@/lib/server/applicant/applications";
import type { CompanyApplicationView } from "@/lib/server/careers/status";

// The signed-in applicant's applications, company board then government board, each a card with
// its status in words, its history and what can be done with it (pay, receipt, withdraw).

const paymentWords: Record<GovApplicationView["paymentStatus"], string> = {
  pending: "Not paid yet",
  failed: "Payment failed",
  completed: "Paid",
  exempt: "No fee (exempt)",
  expired: "Not paid before the deadline",
};

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <li>
      <article
        aria-labelledby={`${id}-title`}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h3 id={`${id}-title`} className="text-lg font-semibold break-words text-slate-900">
          {title}
        </h3>
        {children}
      </article>
    </li>
  );
}

function CompanyCard({ app }: { app: CompanyApplicationView }) {
  return (
    <Card id={app.id} title={app.jobTitle}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Company</dt>
        <dd>{app.company}</dd>
        <dt className="text-slate-500">Reference</dt>
        <dd className="font-mono break-all">{app.reference}</dd>
        <dt className="text-slate-500">Applied on</dt>
        <dd>{formatIstDate(app.appliedAt)}</dd>
        <dt className="text-slate-500">Status</dt>
        <dd className="font-semibold text-slate-900">{app.statusLabel}</dd>
      </dl>
      <h4 id={`${app.id}-history`} className="mt-4 text-sm font-semibold text-slate-700">
        History
      </h4>
      <StatusHistory history={app.history} labelledBy={`${app.id}-history`} />
      {app.canWithdraw && (
        <div className="mt-4">
          <WithdrawButton board="company" id={app.id} what={`${app.jobTitle} (${app.reference})`} />
        </div>
      )}
    </Card>
  );
}

function GovCard({ app }: { app: GovApplicationView }) {
  return (
    <Card id={app.id} title={app.jobTitle}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Organisation</dt>
        <dd>{app.company}</dd>
        <dt className="text-slate-500">Application number</dt>
        <dd className="font-mono break-all">{app.applicationNumber}</dd>
        <dt className="text-slate-500">Applied on</dt>
        <dd>{formatIstDate(app.appliedAt)}</dd>
        <dt className="text-slate-500">Status</dt>
        <dd className="font-semibold text-slate-900">{app.statusLabel}</dd>
        <dt className="text-slate-500">Fee</dt>
        <dd>
          {formatRupees(app.feePaise)}
          {app.feeReason ? ` (${app.feeReason})` : ""}
        </dd>
        <dt className="text-slate-500">Payment</dt>
        <dd>
          {paymentWords[app.paymentStatus]}
          {app.paidAt ? ` on ${formatIstDate(app.paidAt)}` : ""}
        </dd>
      </dl>
      <h4 id={`${app.id}-history`} className="mt-4 text-sm font-semibold text-slate-700">
        History
      </h4>
      <StatusHistory history={app.history} labelledBy={`${app.id}-history`} />
      {(app.payNow || app.receiptUrl || app.canWithdraw) && (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          {app.payNow && <PortalPayNow payNow={app.payNow} applicationNumber={app.applicationNumber} />}
          {app.receiptUrl && <ReceiptLink href={app.receiptUrl} className="inline-block px-3 py-1.5 text-sm" />}
          {app.canWithdraw && (
            <WithdrawButton board="gov" id={app.id} what={`${app.jobTitle} (${app.applicationNumber})`} />
          )}
        </div>
      )}
    </Card>
  );
}

export function ApplicationsList({ applications }: { applications: ApplicantApplications }) {
  const { company, gov } = applications;
  if (company.length === 0 && gov.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-medium text-slate-900">No applications with this e-mail address yet.</p>
        <p className="mt-2 text-sm text-slate-600">
          Browse{" "}
          <Link href="/company-career" className="font-medium text-brand-700 underline">
            company jobs
          </Link>{" "}
          or{" "}
          <Link href="/gov-career" className="font-medium text-brand-700 underline">
            government jobs
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-10">
      {company.length > 0 && (
        <section aria-labelledby="company-applications">
          <h2 id="company-applications" className="mb-4 text-xl font-bold text-slate-900">
            Company jobs ({company.length})
          </h2>
          <ul className="space-y-4">
            {company.map((app) => (
              <CompanyCard key={app.id} app={app} />
            ))}
          </ul>
        </section>
      )}
      {gov.length > 0 && (
        <section aria-labelledby="gov-applications">
          <h2 id="gov-applications" className="mb-4 text-xl font-bold text-slate-900">
            Government and other jobs ({gov.length})
          </h2>
          <ul className="space-y-4">
            {gov.map((app) => (
              <GovCard key={app.id} app={app} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
