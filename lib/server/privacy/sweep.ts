import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";
import * as rateLimit from "@/lib/server/http/rate-limit";

// Rows of no further use that name a person or their address, deleted by the daily purge
// (purge.ts): rate-limit counters past their window (their keys hold e-mail and IP addresses),
// expired sign-in codes, and applicant portal accounts with nothing left to show.

/**
 * An Applicant row (the portal's sign-in, by e-mail) goes once none of its applications is kept on
 * either board (the rest were anonymised, which also changed their address) and it has not signed
 * in for this long. A session lasts 8 hours (SESSION_MAX_AGE), so no session of a row this old can
 * still be valid: nobody is signed out mid-visit. Should one be, its next request is simply asked to
 * sign in again (userForClaims finds no row), and signing in needs an application anyway.
 */
export const APPLICANT_IDLE_DAYS = 30;

export type SweepSummary = { signInCodes: number; rateLimits: number; applicants: number };

export async function sweepExpiredRows(now: Date, dryRun: boolean): Promise<SweepSummary> {
  const idleSince = new Date(now.getTime() - APPLICANT_IDLE_DAYS * 86_400_000);
  const codes = { expiresAt: { lt: now } };
  if (dryRun) {
    const [signInCodes, rateLimits, [{ applicants }]] = await Promise.all([
      db.applicantOtp.count({ where: codes }),
      db.rateLimit.count({ where: { expiresAt: { lt: now } } }),
      db.$queryRaw<{ applicants: number }[]>`
        SELECT count(*)::int AS "applicants" FROM "Applicant" a WHERE ${idleApplicant(idleSince)}`,
    ]);
    return { signInCodes, rateLimits, applicants };
  }
  return {
    signInCodes: (await db.applicantOtp.deleteMany({ where: codes })).count,
    rateLimits: await rateLimit.sweepExpired(now),
    applicants: await db.$executeRaw`DELETE FROM "Applicant" a WHERE ${idleApplicant(idleSince)}`,
  };
}

function idleApplicant(idleSince: Date): Prisma.Sql {
  return Prisma.sql`COALESCE(a."lastLoginAt", a."createdAt") < ${idleSince}
    AND NOT EXISTS (SELECT 1 FROM "CompanyApplication" c WHERE c."email" = a."email" AND c."anonymisedAt" IS NULL)
    AND NOT EXISTS (SELECT 1 FROM "GovApplication" g WHERE g."email" = a."email" AND g."anonymisedAt" IS NULL)`;
}
