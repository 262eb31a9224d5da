import "server-only";

import { istDayEnd, istDayStart, parseDateOnly } from "@/lib/dates";
import { Prisma } from "@/lib/generated/prisma/client";
import { APOSTROPHES, likePattern, straightApostrophes } from "@/lib/server/db/sql";
import type { ApplicationFilter, ApplicationSort, ApplicationStatus } from "@/lib/validation/application-review";
import { partialReference, phoneSearchDigits, searchedReference } from "@/lib/validation/ids";

// The SQL behind the Applications tab and its CSV export: one filter, one sort, two ways of
// paging (page numbers for the table, keyset batches for the streamed export).

/** The application itself, as the admin sees it in the list. */
export type ApplicantFields = {
  id: string;
  reference: string;
  fullName: string;
  email: string;
  phone: string;
  currentCompany: string | null;
  linkedinUrl: string | null;
  githubUrl: string | null;
  status: ApplicationStatus;
};

/** One row of the list: the application, its job (if any) and its resume's name. */
export type ApplicationRow = ApplicantFields & {
  coverLetter: string | null;
  createdAt: Date;
  firstAppliedAt: Date | null;
  statusChangedAt: Date | null;
  jobId: string;
  jobTitle: string | null;
  jobCompany: string | null;
  jobActive: boolean | null;
  jobArchivedAt: Date | null;
  fileId: string;
  fileName: string;
  fileSize: number;
  /** The sort column's value as text (keyset paging of the export). */
  sortValue: string;
};

/** The list's filter, plus one application by id (the detail view reads through the same query). */
export type RowFilter = Partial<ApplicationFilter> & Pick<ApplicationFilter, "sort" | "order"> & { id?: string };

export function filterSql(filter: Partial<ApplicationFilter> & { id?: string }): Prisma.Sql {
  // Anonymised applications (past retention) have nothing left to review: they only count on their job.
  const parts: Prisma.Sql[] = [Prisma.sql`a."anonymisedAt" IS NULL`];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const any = [
      Prisma.sql`a."fullName" ILIKE ${pattern}`,
      Prisma.sql`a."email" ILIKE ${pattern}`,
      Prisma.sql`a."phone" ILIKE ${pattern}`,
      Prisma.sql`a."reference" ILIKE ${pattern}`,
    ];
    // "O'Brien" finds "O’Brien" (typed on a phone) and the other way round.
    const straight = straightApostrophes(filter.q);
    if (straight !== null) {
      const straightOnes = "'".repeat(APOSTROPHES.length);
      any.push(Prisma.sql`translate(a."fullName", ${APOSTROPHES}, ${straightOnes}) ILIKE ${likePattern(straight)}`);
    }
    // A reference read out over the phone ("ca 261207 d8lst7") finds the one stored (CA-261207-D81ST7).
    const reference = searchedReference(filter.q);
    if (reference !== null) any.push(Prisma.sql`a."reference" = ${reference}`);
    // Or the part of one heard so far ("ca 261207"): the references that start so.
    const partial = reference === null ? partialReference(filter.q) : null;
    if (partial !== null) any.push(Prisma.sql`a."reference" LIKE ${`${partial}%`}`);
    // A phone number typed with or without spaces, +91, a trunk 0 or dashes finds the stored one
    // either way.
    const digits = phoneSearchDigits(filter.q);
    if (digits.length >= 3) {
      any.push(Prisma.sql`regexp_replace(a."phone", '\\D', '', 'g') LIKE ${`%${digits}%`}`);
    }
    parts.push(Prisma.sql`(${Prisma.join(any, " OR ")})`);
  }
  if (filter.id) parts.push(Prisma.sql`a."id" = ${filter.id}`);
  if (filter.jobId) parts.push(Prisma.sql`a."jobId" = ${filter.jobId}`);
  if (filter.status) parts.push(Prisma.sql`a."status" = ${filter.status}::"CompanyApplicationStatus"`);
  if (filter.from) parts.push(Prisma.sql`a."createdAt" >= ${istDayStart(parseDateOnly(filter.from))}`);
  if (filter.to) parts.push(Prisma.sql`a."createdAt" <= ${istDayEnd(parseDateOnly(filter.to))}`);
  return Prisma.join(parts, " AND ");
}

const sortExpr: Record<ApplicationSort, Prisma.Sql> = {
  appliedDate: Prisma.sql`a."createdAt"`,
  fullName: Prisma.sql`lower(a."fullName")`,
  status: Prisma.sql`a."status"`,
  job: Prisma.sql`coalesce(lower(j."title"), '')`,
};

/** The type each sort value is read back as: it travels as text, so keyset comparisons are exact. */
const sortType: Record<ApplicationSort, Prisma.Sql> = {
  appliedDate: Prisma.raw("timestamp(3)"),
  fullName: Prisma.raw("text"),
  status: Prisma.raw(`"CompanyApplicationStatus"`),
  job: Prisma.raw("text"),
};

function orderSql(sort: ApplicationSort, order: "asc" | "desc"): Prisma.Sql {
  const dir = Prisma.raw(order === "asc" ? "ASC" : "DESC");
  return Prisma.sql`ORDER BY ${sortExpr[sort]} ${dir}, a."id" ${dir}`;
}

/** Rows after the last one of the previous batch, in the same order. */
function afterSql(sort: ApplicationSort, order: "asc" | "desc", last: ApplicationRow | null): Prisma.Sql {
  if (!last) return Prisma.empty;
  const op = Prisma.raw(order === "asc" ? ">" : "<");
  return Prisma.sql`AND (${sortExpr[sort]}, a."id") ${op} (${last.sortValue}::${sortType[sort]}, ${last.id})`;
}

export function selectRows(
  filter: RowFilter,
  page: { limit: number; offset?: number; after?: ApplicationRow | null },
): Prisma.Sql {
  return Prisma.sql`
    SELECT a."id", a."reference", a."fullName", a."email", a."phone", a."currentCompany", a."linkedinUrl",
           a."githubUrl", a."coverLetter", a."status"::text AS "status", a."createdAt", a."firstAppliedAt",
           a."statusChangedAt", a."jobId",
           j."title" AS "jobTitle", j."company" AS "jobCompany", j."isActive" AS "jobActive",
           j."archivedAt" AS "jobArchivedAt", f."id" AS "fileId", f."fileName", f."size" AS "fileSize",
           ${sortExpr[filter.sort]}::text AS "sortValue"
    FROM "CompanyApplication" a
    LEFT JOIN "CompanyJob" j ON j."id" = a."jobId"
    JOIN "StoredFile" f ON f."id" = a."resumeFileId"
    WHERE ${filterSql(filter)} ${afterSql(filter.sort, filter.order, page.after ?? null)}
    ${orderSql(filter.sort, filter.order)}
    LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`;
}

export function countRows(filter: Partial<ApplicationFilter>): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS "total" FROM "CompanyApplication" a WHERE ${filterSql(filter)}`;
}
