import { type DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { company } from "@/content/company";
import { formatIstDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import type { Receipt } from "@/lib/server/gov/status";

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

// The printable receipt. When printed, only this block is shown (the site's header and footer are hidden).
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { payment } = receipt;
  const rows: DescriptionItem[] = [
    ["Application Number", receipt.applicationNumber],
    ["Applicant Name", receipt.name],
    ["Father's/Husband Name", receipt.fatherHusbandName],
    ["Date of Birth", formatIstDate(receipt.dob)],
    ["Email", receipt.email],
    ["Mobile Number", receipt.mobile],
    ["Aadhaar Number", receipt.aadhaar],
    ["PAN Number", receipt.pan],
    ["Post Applied For", receipt.job.title],
    ["Organisation", `${receipt.job.company}, ${receipt.job.location}`],
    ["Applied On", dateTime.format(receipt.appliedAt)],
    ["Application Status", receipt.statusLabel],
    ...(payment
      ? ([
          ["Amount Paid", `${formatRupees(payment.amountPaise)} (${payment.currency})`],
          ["Payment ID", payment.paymentId ?? "-"],
          ["Order ID", payment.orderId],
          ["Payment Date", dateTime.format(payment.paidAt)],
        ] satisfies DescriptionItem[])
      : ([
          [
            "Application Fee",
            `${formatRupees(0)}: exempt${receipt.feeReason ? ` (${receipt.feeReason})` : ""}. No payment was taken.`,
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
          <p className="text-sm text-slate-600">{company.address}</p>
          <p className="text-sm text-slate-600">
            {company.email} · {company.phone}
          </p>
        </div>
        <h1 id="receipt-title" className="text-2xl font-bold text-slate-900">
          {payment ? "Application Fee Receipt" : "Application Receipt"}
        </h1>
      </header>
      {payment?.mode === "test" && (
        <p className="mt-5 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 font-semibold text-amber-900">
          Test mode payment: no money was charged.
        </p>
      )}
      <DescriptionList layout="rows" className="mt-6" items={rows} />
      <p className="mt-6 text-xs text-slate-500">
        This is a computer-generated receipt and needs no signature. Keep it for your records; quote the application
        number in any correspondence.
      </p>
    </article>
  );
}
