import { useLocale, useTranslations } from "next-intl";

import { PortalPayNow } from "@/components/applicant/pay-now";
import { StatusHistory } from "@/components/applicant/status-history";
import { WithdrawButton } from "@/components/applicant/withdraw-button";
import { useCompanyStatusWords, useStatusWords } from "@/components/i18n/use-status-words";
import { ReceiptLink } from "@/components/ui/receipt-link";
import { Link } from "@/i18n/navigation";
import { formatIstDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import type { ApplicantApplications, GovApplicationView } from "@/lib/server/applicant/applications";
import type { CompanyApplicationView } from "@/lib/server/careers/status";

// The signed-in applicant's applications, company board then government board, each a card with
// its status in words, its history and what can be done with it (pay, receipt, withdraw). In the
// page's language: the statuses from their keys, what was typed (titles, reasons) as typed.

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
  const t = useTranslations("portal.card");
  const locale = useLocale();
  const statusWords = useCompanyStatusWords();
  return (
    <Card id={app.id} title={app.jobTitle}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t("company")}</dt>
        <dd>{app.company}</dd>
        <dt className="text-slate-500">{t("reference")}</dt>
        <dd className="font-mono break-all">{app.reference}</dd>
        <dt className="text-slate-500">{t("appliedOn")}</dt>
        <dd>{formatIstDate(app.appliedAt, locale)}</dd>
        <dt className="text-slate-500">{t("status")}</dt>
        <dd className="font-semibold text-slate-900">{statusWords(app.status, app.statusLabel)}</dd>
      </dl>
      <h4 id={`${app.id}-history`} className="mt-4 text-sm font-semibold text-slate-700">
        {t("history")}
      </h4>
      <StatusHistory board="company" history={app.history} labelledBy={`${app.id}-history`} />
      {app.canWithdraw && (
        <div className="mt-4">
          <WithdrawButton board="company" id={app.id} what={`${app.jobTitle} (${app.reference})`} />
        </div>
      )}
    </Card>
  );
}

function GovCard({ app }: { app: GovApplicationView }) {
  const t = useTranslations("portal.card");
  const tStatus = useTranslations("govStatus.lookup");
  const tFee = useTranslations("govStatus.lookup.fee");
  const locale = useLocale();
  const words = useStatusWords();
  // i18n-keys: portal.card.paymentWords.*
  // Exempt, then made chargeable by a correction: the difference is not paid yet, it is not "no fee".
  const owing = app.paymentStatus === "exempt" && app.feeDuePaise > 0;
  // Unpaid (or owing) and no longer payable: withdrawn, cancelled or rejected, or the job has stopped
  // taking applications (no Pay now). "Not paid", not "yet".
  const unpaid = app.paymentStatus === "pending" || app.paymentStatus === "failed" || owing;
  const closedUnpaid = unpaid && (["withdrawn", "cancelled", "rejected"].includes(app.status) || !app.payNow);
  const payment = t(
    closedUnpaid ? "paymentWords.notPaid" : owing ? "paymentWords.pending" : `paymentWords.${app.paymentStatus}`,
  );
  return (
    <Card id={app.id} title={app.jobTitle}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t("organisation")}</dt>
        <dd>{app.company}</dd>
        <dt className="text-slate-500">{t("applicationNumber")}</dt>
        <dd className="font-mono break-all">{app.applicationNumber}</dd>
        <dt className="text-slate-500">{t("appliedOn")}</dt>
        <dd>{formatIstDate(app.appliedAt, locale)}</dd>
        <dt className="text-slate-500">{t("status")}</dt>
        <dd className="font-semibold text-slate-900">
          {words.portalStatus(app.status, app.paymentStatus, app.statusLabel)}
        </dd>
        <dt className="text-slate-500">{t("fee")}</dt>
        <dd>
          {formatRupees(app.feePaise)}
          {app.feeReason ? ` (${words.feeReason(app.feeReason)})` : ""}
        </dd>
        <dt className="text-slate-500">{t("payment")}</dt>
        <dd>
          {app.amountPaidPaise === null && app.refundedPaise !== null
            ? // Paid, then refunded in full (a cancelled application): as the status page says it.
              tFee("refunded", { amount: formatRupees(app.refundedPaise) })
            : app.paidAt
              ? t("paidOn", { payment, date: formatIstDate(app.paidAt, locale) })
              : payment}
        </dd>
      </dl>
      {app.correctionRefundPaise > 0 && (
        <p className="mt-3 text-sm text-slate-700" data-testid="correction-refund">
          {tStatus("correctionRefund", { amount: formatRupees(app.correctionRefundPaise) })}
        </p>
      )}
      {app.heldForRefundPaise > 0 && (
        <p className="mt-3 text-sm text-slate-700" data-testid="held-for-refund">
          {tStatus("heldForRefund", { amount: formatRupees(app.heldForRefundPaise) })}
        </p>
      )}
      <h4 id={`${app.id}-history`} className="mt-4 text-sm font-semibold text-slate-700">
        {t("history")}
      </h4>
      <StatusHistory board="gov" history={app.history} labelledBy={`${app.id}-history`} />
      {(app.payNow || app.receiptUrl || app.canWithdraw) && (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          {app.payNow && (
            <PortalPayNow
              payNow={app.payNow}
              applicationNumber={app.applicationNumber}
              // What a correction left to pay on a paid or exempt application, as the status page says.
              difference={app.feeDuePaise > 0}
            />
          )}
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
  const t = useTranslations("portal.list");
  const { company, gov } = applications;
  if (company.length === 0 && gov.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-medium text-slate-900">{t("none")}</p>
        <p className="mt-2 text-sm text-slate-600">
          {t.rich("browse", {
            company: (chunks) => (
              <Link href="/company-career" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
            gov: (chunks) => (
              <Link href="/gov-career" className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-10">
      {company.length > 0 && (
        <section aria-labelledby="company-applications">
          <h2 id="company-applications" className="mb-4 text-xl font-bold text-slate-900">
            {t("companyJobs", { count: company.length })}
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
            {t("govJobs", { count: gov.length })}
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
