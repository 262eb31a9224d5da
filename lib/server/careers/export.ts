import "server-only";

import { formatIstDate } from "@/lib/dates";
import { type ApplicationRow, countRows, selectRows } from "@/lib/server/careers/review-query";
import { db } from "@/lib/server/db/client";
import { type Actor, audit, auditedFilter } from "@/lib/server/platform/audit";
import { csvStream } from "@/lib/server/platform/csv";
import { type ApplicationFilter, statusLabels } from "@/lib/validation/application-review";

// CSV export of the Applications tab's current filter and sort: streamed in keyset batches (the
// whole table is never held in memory) and written to the audit log, since it carries personal data.

const BATCH = 500;

const HEADER = [
  "Reference",
  "Full Name",
  "Email",
  "Phone",
  "Current Company",
  "LinkedIn",
  "Portfolio",
  "Job Title",
  "Job Company",
  "Status",
  "Applied Date (IST)",
  "Applied At (UTC)",
  "Status Changed At (UTC)",
  "Resume File",
  "Cover Letter",
];

function csvValues(row: ApplicationRow): unknown[] {
  return [
    row.reference,
    row.fullName,
    row.email,
    row.phone,
    row.currentCompany ?? "",
    row.linkedinUrl ?? "",
    row.githubUrl ?? "",
    row.jobTitle ?? "Unknown",
    row.jobCompany ?? "",
    statusLabels[row.status],
    formatIstDate(row.createdAt),
    row.createdAt.toISOString(),
    row.statusChangedAt?.toISOString() ?? "",
    row.fileName,
    row.coverLetter ?? "",
  ];
}

export async function exportApplicationsCsv(
  filter: ApplicationFilter,
  actor: Actor,
  ip: string | null,
): Promise<ReadableStream<Uint8Array>> {
  const [{ total }] = await db.$queryRaw<{ total: number }[]>(countRows(filter));
  await audit(db, actor, {
    action: "company.applications.export",
    entityType: "CompanyApplication",
    ip,
    data: { filter: auditedFilter(filter), rows: Number(total) },
  });
  return csvStream({
    name: "company.applications.export",
    header: HEADER,
    cells: csvValues,
    batchSize: BATCH,
    // Keyset batches in the list's order: rows added meanwhile neither shift nor repeat a row.
    nextBatch: (last) => db.$queryRaw<ApplicationRow[]>(selectRows(filter, { limit: BATCH, after: last })),
  });
}
