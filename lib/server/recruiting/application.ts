import "server-only";

import type { Locale } from "@/i18n/routing";
import { db, type Tx } from "@/lib/server/db/client";
import { ApiError } from "@/lib/server/http/api";
import { mailLocale } from "@/lib/server/i18n/mail";
import { reviewMessages } from "@/lib/validation/application-review";
import { recruitingMessages } from "@/lib/validation/recruiting";

// The application a note, rating or interview belongs to: a miss is a 404, and a withdrawn or
// anonymised application takes no new recruiting records (409).

export type RecruitingApplication = {
  id: string;
  status: string;
  anonymised: boolean;
  fullName: string;
  email: string;
  jobTitle: string;
  /** The language the candidate applied in: their mails are written in it. */
  locale: Locale;
};

/** Reads must name an application that exists. */
export async function requireApplication(id: string): Promise<void> {
  const row = await db.companyApplication.findUnique({ where: { id }, select: { id: true } });
  if (!row) throw new ApiError("not_found", reviewMessages.notFound);
}

/** The application, locked for the rest of `tx` so an anonymisation cannot interleave with the write. */
export async function lockApplication(tx: Tx, id: string): Promise<RecruitingApplication> {
  const [row] = await tx.$queryRaw<{ id: string; status: string; anonymisedAt: Date | null }[]>`
    SELECT "id", "status"::text AS "status", "anonymisedAt" FROM "CompanyApplication" WHERE "id" = ${id} FOR UPDATE`;
  if (!row) throw new ApiError("not_found", reviewMessages.notFound);
  const app = await tx.companyApplication.findUniqueOrThrow({
    where: { id },
    select: { fullName: true, email: true, locale: true, job: { select: { title: true } } },
  });
  return {
    id,
    status: row.status,
    anonymised: row.anonymisedAt !== null,
    fullName: app.fullName,
    email: app.email,
    jobTitle: app.job.title,
    locale: mailLocale(app.locale),
  };
}

export function isClosed(app: RecruitingApplication): boolean {
  return app.anonymised || app.status === "withdrawn";
}

/** Locks the application and refuses it when it is withdrawn or anonymised. */
export async function lockOpenApplication(tx: Tx, id: string): Promise<RecruitingApplication> {
  const app = await lockApplication(tx, id);
  if (isClosed(app)) throw new ApiError("conflict", recruitingMessages.closed);
  return app;
}
