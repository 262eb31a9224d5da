import "server-only";

import { formatIstTimestamp, toDateOnly } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { maskAadhaar, maskPan } from "@/lib/mask";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { audit, auditedFilter } from "@/lib/server/platform/audit";
import { applicationWhere } from "@/lib/server/gov/console/filter";
import { heldPayments, personalColumns } from "@/lib/server/gov/status";
import { MONEY_TAKEN } from "@/lib/server/payments/ledger";
import { processedRefundsSelect, refundedPaise } from "@/lib/server/payments/refunds";
import { csvStream } from "@/lib/server/platform/csv";
import type { ApplicationFilter } from "@/lib/validation/gov-console";

// The CSV export of the current filter, streamed (platform/csv) in keyset batches (createdAt, id
// descending). Aadhaar and PAN are masked. The export is audited when it starts (who, which
// filter) and the entry is completed with the row count when it ends.

export const EXPORT_BATCH = 500;

export const CSV_HEADER = [
  "Application Number",
  "Applied At (IST)",
  "Name",
  "Father/Husband Name",
  "Mother's Name",
  "Date of Birth",
  "Gender",
  "Marital Status",
  "Mobile 1",
  "Mobile 2",
  "Email",
  "Aadhaar",
  "PAN",
  "Present Address",
  "Job Title",
  "Company",
  "Fee (INR)",
  "Payment Status",
  "Payment ID",
  "Order ID",
  "Paid At (IST)",
  "Refunded (INR)",
  "Status",
];

const select = {
  id: true,
  applicationNumber: true,
  createdAt: true,
  ...personalColumns,
  feePaise: true,
  paymentStatus: true,
  paidAt: true,
  status: true,
  job: { select: { title: true, company: true } },
  payments: {
    where: { status: { in: MONEY_TAKEN } },
    select: {
      paymentId: true,
      orderId: true,
      amountPaise: true,
      status: true,
      refundFromPaymentId: true,
      refunds: processedRefundsSelect.select.refunds,
    },
    orderBy: { capturedAt: "asc" },
  },
} satisfies Prisma.GovApplicationSelect;

type Row = Prisma.GovApplicationGetPayload<{ select: typeof select }>;

function cells(r: Row): unknown[] {
  // The fee's payment: the one captured now, else one since refunded (a cancelled application's);
  // never an overpayment row. An earlier payment refunded (before the application was made again and
  // paid, or a stale order's) came first by time and named the money no longer held.
  // A captured one whose whole amount a correction's overpayments gave back holds nothing (heldPayments).
  const payment =
    heldPayments(r.payments)[0] ?? r.payments.find((p) => p.status === "refunded" && p.refundFromPaymentId === null);
  return [
    r.applicationNumber,
    formatIstTimestamp(r.createdAt),
    r.name,
    r.fatherHusbandName,
    r.motherName,
    toDateOnly(r.dob),
    r.gender,
    r.maritalStatus,
    r.mobile1,
    r.mobile2,
    r.email,
    maskAadhaar(r.aadhaarLast4),
    maskPan(r.panLast4),
    r.presentAddress,
    r.job.title,
    r.job.company,
    (r.feePaise / 100).toFixed(2),
    r.paymentStatus,
    payment?.paymentId ?? "",
    payment?.orderId ?? "",
    r.paidAt ? formatIstTimestamp(r.paidAt) : "",
    (refundedPaise(r.payments) / 100).toFixed(2),
    r.status.replace("_", " "),
  ];
}

/** A ReadableStream of the CSV (BOM, header, one line per application). */
export async function exportGovApplicationsCsv(
  filter: ApplicationFilter,
  actor: SessionUser,
  ip: string,
  batchSize = EXPORT_BATCH,
): Promise<ReadableStream<Uint8Array>> {
  const where = await applicationWhere(filter);
  const audited = auditedFilter(filter);
  const [entry] = await audit(db, actor, {
    action: "gov.applications.export",
    entityType: "GovApplication",
    ip,
    data: { filter: audited },
  });
  return csvStream({
    name: "gov.applications.export",
    header: CSV_HEADER,
    cells,
    batchSize,
    nextBatch: (last) => {
      // The plain range lets PostgreSQL walk the createdAt index; the OR breaks ties by id.
      const after: Prisma.GovApplicationWhereInput = last
        ? {
            createdAt: { lte: last.createdAt },
            OR: [{ createdAt: { lt: last.createdAt } }, { createdAt: last.createdAt, id: { lt: last.id } }],
          }
        : {};
      return db.govApplication.findMany({
        where: { AND: [where, after] },
        select,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: batchSize,
      });
    },
    onDone: async (rows) => {
      await db.auditLog.update({ where: { id: entry.id }, data: { data: { filter: audited, rows, completed: true } } });
    },
  });
}
