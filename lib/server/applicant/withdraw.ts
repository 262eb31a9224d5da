import "server-only";

import { company } from "@/content/company";
import { ApiError } from "@/lib/server/http/api";
import { GOV_CLOSED } from "@/lib/server/applicant/applications";
import { STATUS_ACTION } from "@/lib/server/careers/review";
import { WITHDRAWABLE_COMPANY } from "@/lib/server/careers/status";
import { db, type Tx } from "@/lib/server/db/client";
import { feeMayBeArriving } from "@/lib/server/payments/capture";
import type { CompanyApplicationStatus, GovApplicationStatus } from "@/lib/generated/prisma/enums";
import { mailLocale, mailTranslator } from "@/lib/server/i18n/mail";
import { sender } from "@/lib/server/jobs/queue";
import { audit } from "@/lib/server/platform/audit";
import { sendMail } from "@/lib/server/platform/mail";
import { lockApplication } from "@/lib/server/recruiting/application";
import { cancelComingInterviews } from "@/lib/server/recruiting/interviews";
import { applicantMessages } from "@/lib/validation/applicant";

// An applicant withdraws their own application: a company application until it is rejected or
// hired, a government application while its fee is unpaid and no decision closed it. A rejection
// stands on both boards: withdrawing it would only hide it (and, on the government board, let the
// same Aadhaar apply again). One transaction: the conditional
// update (which also decides ownership and state, so two clicks withdraw once), the history row
// and the confirmation e-mail (in the language the application was made in). A withdrawal on
// either board is also written to the audit log as a status change by the applicant (no actor):
// the recruiter's and the GovAdmin's timelines are read from there.

export type Board = "company" | "gov";

export const WITHDRAW_MESSAGES = {
  rejected: "This application was rejected, so it cannot be withdrawn.",
} as const;

/** The 409 for an application its owner may not withdraw: a rejection says so, anything else is "no longer". */
const refused = (status: string | undefined) =>
  new ApiError("conflict", status === "rejected" ? WITHDRAW_MESSAGES.rejected : applicantMessages.notWithdrawable);

/** A government application's row as a withdrawal locks it: its state, and its fee's capture under way if any. */
type GovRow = { status: GovApplicationStatus; captureClaim: string | null; captureClaimedAt: Date | null };

/**
 * The 409 for an application whose fee is being captured: withdrawn or erased now, the applicant
 * would be charged for an application they had closed (and wait for staff to refund it).
 */
const arriving = () => new ApiError("conflict", applicantMessages.paymentArriving);

type Found = { id: string; board: Board; jobTitle: string; number: string; locale: string; changeId: string };

/**
 * What a withdrawal writes once the row says `withdrawn`: the audit entry (a status change by the
 * applicant), the history row, and on the company board the cancellation of the rounds still to
 * come (the candidate is mailed the cancellation for their calendar). Returns the history row's id.
 */
async function recordWithdrawal(tx: Tx, board: Board, id: string, from: string, now: Date): Promise<string> {
  await audit(tx, null, {
    action: board === "company" ? STATUS_ACTION : "gov.application.status",
    entityType: board === "company" ? "CompanyApplication" : "GovApplication",
    entityId: id,
    data: { from, to: "withdrawn", by: "applicant" },
    at: now,
  });
  if (board === "company") await cancelComingInterviews(tx, await lockApplication(tx, id), null, null);
  const change = await tx.applicationStatusChange.create({
    data: {
      ...(board === "company" ? { companyApplicationId: id } : { govApplicationId: id }),
      status: "withdrawn",
      actor: "applicant",
      createdAt: now,
    },
    select: { id: true },
  });
  return change.id;
}

/**
 * "Delete my data" first withdraws each application still in progress: it cannot go on without the
 * person's details, and staff must not be left deciding a nameless candidate nobody can reach. On
 * the government board that includes a paid one, whose fee stays paid (the portal's dialog says so
 * before the applicant confirms). No mail: the address is being erased. Returns whether it was.
 */
export async function withdrawBeforeErasure(tx: Tx, board: Board, id: string, now: Date): Promise<boolean> {
  if (board === "company") {
    const [row] = await tx.$queryRaw<{ status: CompanyApplicationStatus }[]>`
      SELECT "status"::text AS "status" FROM "CompanyApplication" WHERE "id" = ${id} FOR UPDATE`;
    if (!row || !WITHDRAWABLE_COMPANY.includes(row.status)) return false;
    await tx.companyApplication.update({
      where: { id },
      data: { status: "withdrawn", statusChangedAt: now, statusChangedById: null },
    });
    await recordWithdrawal(tx, board, id, row.status, now);
    return true;
  }
  const [row] = await tx.$queryRaw<GovRow[]>`
    SELECT "status"::text AS "status", "captureClaim", "captureClaimedAt"
    FROM "GovApplication" WHERE "id" = ${id} FOR UPDATE`;
  if (!row || GOV_CLOSED.includes(row.status)) return false;
  if (await feeMayBeArriving(tx, id, row)) throw arriving();
  await tx.govApplication.update({
    where: { id },
    data: { status: "withdrawn", statusChangedAt: now, statusChangedById: null },
  });
  await recordWithdrawal(tx, board, id, row.status, now);
  return true;
}

async function withdrawCompany(tx: Tx, id: string, email: string, now: Date): Promise<Found> {
  // Locked, so the status the audit entry names as `from` is the one replaced.
  const [row] = await tx.$queryRaw<{ status: CompanyApplicationStatus }[]>`
    SELECT "status"::text AS "status" FROM "CompanyApplication" WHERE "id" = ${id} AND "email" = ${email} FOR UPDATE`;
  if (!row || !WITHDRAWABLE_COMPANY.includes(row.status)) throw refused(row?.status);
  await tx.companyApplication.update({
    where: { id },
    data: { status: "withdrawn", statusChangedAt: now, statusChangedById: null },
  });
  const changeId = await recordWithdrawal(tx, "company", id, row.status, now);
  const app = await tx.companyApplication.findUniqueOrThrow({
    where: { id },
    select: { reference: true, locale: true, job: { select: { title: true } } },
  });
  return { id, board: "company", jobTitle: app.job.title, number: app.reference, locale: app.locale, changeId };
}

async function withdrawGov(tx: Tx, id: string, email: string, now: Date): Promise<Found> {
  // Locked, so the status the audit entry names as `from` is the one replaced.
  const [row] = await tx.$queryRaw<GovRow[]>`
    SELECT "status"::text AS "status", "captureClaim", "captureClaimedAt"
    FROM "GovApplication" WHERE "id" = ${id} AND "email" = ${email} FOR UPDATE`;
  if (row && (await feeMayBeArriving(tx, id, row))) throw arriving();
  // The same rule as the portal's Withdraw button (govWithdrawable).
  const { count } = await tx.govApplication.updateMany({
    where: { id, email, paymentStatus: { in: ["pending", "failed"] }, status: { notIn: [...GOV_CLOSED] } },
    data: { status: "withdrawn", statusChangedAt: now, statusChangedById: null },
  });
  if (!row || count === 0) throw refused(row?.status);
  const changeId = await recordWithdrawal(tx, "gov", id, row.status, now);
  const app = await tx.govApplication.findUniqueOrThrow({
    where: { id },
    select: { applicationNumber: true, locale: true, job: { select: { title: true } } },
  });
  return { id, board: "gov", jobTitle: app.job.title, number: app.applicationNumber, locale: app.locale, changeId };
}

export async function withdrawApplication(board: Board, id: string, email: string): Promise<{ withdrawnAt: string }> {
  const owned =
    board === "company"
      ? await db.companyApplication.count({ where: { id, email } })
      : await db.govApplication.count({ where: { id, email } });
  if (owned === 0) throw new ApiError("not_found", applicantMessages.notFound);

  await sender(); // before the transaction: the mail's delivery job is queued inside it
  const now = new Date();
  await db.$transaction(async (tx) => {
    const app = board === "company" ? await withdrawCompany(tx, id, email, now) : await withdrawGov(tx, id, email, now);
    const t = mailTranslator(mailLocale(app.locale));
    const about = { job: app.jobTitle, number: app.number };
    await sendMail(
      {
        to: email,
        about: { board, applicationId: id },
        subject: t("withdrawn.subject", about),
        text: [
          app.board === "company" ? t("withdrawn.company", about) : t("withdrawn.gov", about),
          "",
          t("withdrawn.next"),
          "",
          `${company.name}`,
          `${company.email} · ${company.phone}`,
        ].join("\n"),
      },
      { tx, dedupeKey: `withdrawn:${app.changeId}` },
    );
  });
  return { withdrawnAt: now.toISOString() };
}
