import "server-only";

import { csvRow, CSV_BOM } from "@/lib/csv";
import { Prisma } from "@/lib/generated/prisma/client";
import { maskAadhaar, maskPan } from "@/lib/mask";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { audit } from "@/lib/server/gov/console/audit";
import { applicationWhere } from "@/lib/server/gov/console/filter";
import { log } from "@/lib/server/platform/log";
import type { ApplicationFilter } from "@/lib/validation/gov-admin";

// The CSV export of the current filter, streamed: rows are read in keyset-paginated batches
// (createdAt, id descending) and written as they come, so memory stays flat however many rows
// match. Aadhaar and PAN are masked; formula-leading cells are neutralised (lib/csv.ts). The export
// is audited when it starts (who, which filter) and completed with the row count when it ends.

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
  "Status",
];

const istDateTime = (d: Date | null) =>
  d ? new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace("T", " ") : "";

const select = {
  id: true,
  applicationNumber: true,
  createdAt: true,
  name: true,
  fatherHusbandName: true,
  motherName: true,
  dob: true,
  gender: true,
  maritalStatus: true,
  mobile1: true,
  mobile2: true,
  email: true,
  aadhaarLast4: true,
  panLast4: true,
  presentAddress: true,
  feePaise: true,
  paymentStatus: true,
  paidAt: true,
  status: true,
  job: { select: { title: true, company: true } },
  payments: {
    where: { status: "captured" },
    select: { paymentId: true, orderId: true },
    orderBy: { createdAt: "asc" },
    take: 1,
  },
} satisfies Prisma.GovApplicationSelect;

type Row = Prisma.GovApplicationGetPayload<{ select: typeof select }>;

function line(r: Row): string {
  const payment = r.payments[0];
  return csvRow([
    r.applicationNumber,
    istDateTime(r.createdAt),
    r.name,
    r.fatherHusbandName,
    r.motherName,
    r.dob.toISOString().slice(0, 10),
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
    istDateTime(r.paidAt),
    r.status.replace("_", " "),
  ]);
}

/** A ReadableStream of the CSV (BOM, header, one line per application). */
export async function exportGovApplicationsCsv(
  filter: ApplicationFilter,
  actor: SessionUser,
  ip: string,
  batchSize = EXPORT_BATCH,
): Promise<ReadableStream<Uint8Array>> {
  const where = applicationWhere(filter);
  const entry = await audit(db, actor, ip, "gov.applications.export", "GovApplication", null, {
    filter: JSON.parse(JSON.stringify(filter)),
  });
  const encoder = new TextEncoder();
  let cursor: { createdAt: Date; id: string } | null = null;
  let rows = 0;
  let started = false;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(CSV_HEADER)));
          return;
        }
        const keyset: Prisma.GovApplicationWhereInput = cursor
          ? {
              // The plain range lets PostgreSQL walk the createdAt index; the OR breaks ties by id.
              createdAt: { lte: cursor.createdAt },
              OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
            }
          : {};
        const batch: Row[] = await db.govApplication.findMany({
          where: { AND: [where, keyset] },
          select,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: batchSize,
        });
        if (batch.length > 0) {
          controller.enqueue(encoder.encode(batch.map(line).join("")));
          rows += batch.length;
          const last = batch[batch.length - 1];
          cursor = { createdAt: last.createdAt, id: last.id };
        }
        if (batch.length < batchSize) {
          await db.auditLog.update({
            where: { id: entry.id },
            data: { data: { filter: JSON.parse(JSON.stringify(filter)), rows, completed: true } },
          });
          log.info("gov.export.done", { rows, auditId: entry.id });
          controller.close();
        }
      } catch (error) {
        log.error("gov.export.failed", { rows, error: error instanceof Error ? error.message : String(error) });
        controller.error(error);
      }
    },
  });
}
