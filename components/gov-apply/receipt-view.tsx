import { useLocale, useTranslations } from "next-intl";

import { useStatusWords } from "@/components/i18n/use-status-words";
import { type DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { company } from "@/content/company";
import { formatIstDate, formatIstDateTime } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import type { Receipt } from "@/lib/server/gov/status";
import { organisationWithPlace } from "@/lib/format";

// The printable receipt. When printed, only this block is shown (the site's header and footer are
// hidden). In the page's language; what the applicant typed (names, addresses) stays as typed.

type ReceiptPayment = NonNullable<Receipt["payment"]>["payments"][number];

/**
 * One line per payment (the fee, then a difference a correction asked for), oldest first; with more
 * than one, each id says what it paid, so the lines add up to the amount paid.
 */
function each(payments: ReceiptPayment[], text: (p: ReceiptPayment) => string, amounts = true) {
  if (payments.length === 1) return text(payments[0]);
  return payments.map((p, i) => (
    <span key={i} className="block">
      {amounts ? `${text(p)} (${formatRupees(p.amountPaise)})` : text(p)}
    </span>
  ));
}
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const t = useTranslations("govStatus.receipt");
  const fee = useTranslations("govStatus.lookup.fee");
  const site = useTranslations("site");
  const locale = useLocale();
  const words = useStatusWords();
  const { payment } = receipt;
  const rows: DescriptionItem[] = [
    [t("applicationNumber"), receipt.applicationNumber],
    [t("applicantName"), receipt.name],
    [t("fatherHusbandName"), receipt.fatherHusbandName],
    [t("dob"), formatIstDate(receipt.dob, locale)],
    [t("email"), receipt.email],
    [t("mobile"), receipt.mobile],
    [t("aadhaar"), receipt.aadhaar],
    [t("pan"), receipt.pan],
    [t("post"), receipt.job.title],
    [t("organisation"), organisationWithPlace(receipt.job.company, receipt.job.location)],
    [t("appliedOn"), formatIstDateTime(receipt.appliedAt, locale)],
    [t("applicationStatus"), receipt.statusLabel],
    ...(payment
      ? ([
          [
            t("amountPaid"),
            payment.refundedPaise > 0
              ? fee("refunded", { amount: formatRupees(payment.refundedPaise) })
              : `${formatRupees(payment.amountPaise)} (${payment.currency})`,
          ],
          [t("paymentId"), each(payment.payments, (p) => p.paymentId ?? "-")],
          [t("orderId"), each(payment.payments, (p) => p.orderId, false)],
          [t("paymentDate"), each(payment.payments, (p) => formatIstDateTime(p.paidAt, locale), false)],
        ] satisfies DescriptionItem[])
      : ([
          [
            t("applicationFee"),
            receipt.feeReason
              ? t("exemptWithReason", { fee: formatRupees(0), reason: words.feeReason(receipt.feeReason) })
              : t("exempt", { fee: formatRupees(0) }),
          ],
        ] satisfies DescriptionItem[])),
  ];
  return (
    <article
      id="gov-receipt"
      aria-labelledby="receipt-title"
      className="rounded-xl border border-slate-300 bg-white p-8"
    >
      <style>{`@media print {
        body * { visibility: hidden; }
        #gov-receipt, #gov-receipt * { visibility: visible; }
        #gov-receipt { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; }
      }`}</style>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-5">
        <div>
          <p className="text-lg font-bold text-brand-700">{company.legalName}</p>
          <p className="text-sm text-slate-600">{site("company.address")}</p>
          <p className="text-sm text-slate-600">
            {company.email} · {company.phone}
          </p>
        </div>
        <h1 id="receipt-title" className="text-2xl font-bold text-slate-900">
          {payment ? t("titlePaid") : t("title")}
        </h1>
      </header>
      {payment?.mode === "test" && (
        <p className="mt-5 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 font-semibold text-amber-900">
          {t("testMode")}
        </p>
      )}
      <DescriptionList layout="rows" className="mt-6" items={rows} />
      <p className="mt-6 text-xs text-slate-500">{t("footer")}</p>
    </article>
  );
}
