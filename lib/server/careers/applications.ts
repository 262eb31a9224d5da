import "server-only";

import { company } from "@/content/company";
import { PRIVACY_NOTICES } from "@/content/privacy-notices";
import { formatIstDate, istDateStamp } from "@/lib/dates";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/server/http/api";
import { cacheTags, expirePublicReads } from "@/lib/server/cache";
import { db, type Tx } from "@/lib/server/db/client";
import { mailTranslator } from "@/lib/server/i18n/mail";
import { sender } from "@/lib/server/jobs/queue";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { sendMail } from "@/lib/server/platform/mail";
import { mailboxOf } from "@/lib/server/platform/mailbox";
import { CROCKFORD_BASE32, randomString } from "@/lib/server/platform/random";
import { audit } from "@/lib/server/platform/audit";
import { deleteFile, storeFile } from "@/lib/server/platform/storage";
import { STATUS_ACTION } from "@/lib/server/careers/review";
import { type Application, applicationMessages, type ResumeKind } from "@/lib/validation/applications";
import { APPLICATION_MAIL_LIMIT } from "@/lib/validation/gov-applications";
import type { Locale } from "@/i18n/routing";

// Applying for a company job: the application row, its resume and the job's applicationCount
// are written in one transaction, with the applicant's confirmation mail queued in the outbox (so
// it exists exactly when the application does). The (jobId, email) unique index is what really
// stops a second application, so two simultaneous submissions cannot both succeed.
//
// One application per job and e-mail address, but a withdrawn one is not the end: applying again
// while the job is open reopens it (as a withdrawn government application is), with the new form
// and resume, under the same reference. That is also how someone whose address another person used
// gets the job back: the confirmation reaches them, they withdraw it in the portal and apply.

export type ResumeUpload = { fileName: string; kind: ResumeKind; mime: string; data: Uint8Array };
export type SubmittedApplication = { id: string; reference: string };

/** e.g. CA-261122-7K3QXM: "company application", the IST date, six random characters. */
export function newReference(now = new Date()): string {
  return `CA-${istDateStamp(now)}-${randomString(6, CROCKFORD_BASE32)}`;
}

function uniqueViolationOn(error: unknown, field: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return false;
  return JSON.stringify(error.meta ?? {}).includes(field);
}

const notFound = () => new ApiError("not_found", "This job opening was not found. It may have been removed.");
const closed = () => new ApiError("conflict", "This job is no longer accepting applications.");
// `code: "duplicate"`: the form offers the applicant portal for this 409, whatever the language.
const duplicate = () => new ApiError("conflict", applicationMessages.duplicate, undefined, undefined, "duplicate");

/** `locale` is the site language the applicant applied in: stored with the application, their mails use it. */
export async function submitApplication(
  input: Application,
  resume: ResumeUpload,
  locale: Locale = "en",
): Promise<SubmittedApplication> {
  const job = await db.companyJob.findUnique({
    where: { id: input.jobId },
    select: { id: true, title: true, company: true, isActive: true, archivedAt: true },
  });
  if (!job) throw notFound();
  if (!job.isActive || job.archivedAt) throw closed();
  // Fast, friendly answer for the common case; the unique index below settles races.
  const existing = await db.companyApplication.findUnique({
    where: { jobId_email: { jobId: job.id, email: input.email } },
    select: { id: true, status: true },
  });
  if (existing && existing.status !== "withdrawn") throw duplicate();

  await sender(); // before the transaction that queues the confirmation
  if (existing) {
    return reopen(existing.id, input, resume, locale, job);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const created = await insert(input, resume, newReference(), locale, job);
      expirePublicReads(cacheTags.companyJobs, cacheTags.companyJob(job.id)); // its application count
      return created;
    } catch (error) {
      if (uniqueViolationOn(error, "email")) throw duplicate();
      // A reference collision (one in a billion a day) is simply retried with a new one.
      if (uniqueViolationOn(error, "reference") && attempt < 3) continue;
      throw error;
    }
  }
}

async function insert(
  input: Application,
  resume: ResumeUpload,
  reference: string,
  locale: Locale,
  job: JobSummary,
): Promise<SubmittedApplication> {
  return db.$transaction(async (tx) => {
    // Counting first locks the job row: concurrent applications to one job queue here, and a job
    // closed in the meantime is refused.
    const counted = await tx.companyJob.updateMany({
      where: { id: input.jobId, isActive: true, archivedAt: null },
      data: { applicationCount: { increment: 1 } },
    });
    if (counted.count !== 1) throw closed();
    const file = await storeResume(tx, resume);
    const created = await tx.companyApplication.create({
      data: { reference, jobId: input.jobId, ...applicationData(input, locale, file.id) },
      select: { id: true, reference: true },
    });
    await confirm(tx, created, input, job, locale, `company-application:${created.id}`);
    await noticeToAdmins(tx, created, input, job, "new");
    return created;
  });
}

const storeResume = (tx: Tx, resume: ResumeUpload) =>
  storeFile(tx, { kind: "Resume", fileName: resume.fileName, contentType: resume.mime, data: resume.data });

function applicationData(input: Application, locale: Locale, resumeFileId: string) {
  return {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone,
    currentCompany: input.currentCompany ?? null,
    linkedinUrl: input.linkedinUrl ?? null,
    githubUrl: input.githubUrl ?? null,
    coverLetter: input.coverLetter ?? null,
    resumeFileId,
    // The schema only accepts an application whose consent box was ticked.
    consentVersion: PRIVACY_NOTICES.companyApplication.version,
    consentedAt: new Date(),
    locale,
  };
}

/**
 * Applying again after withdrawing: the withdrawn application takes the new form and resume and is
 * pending again, applied today: the console lists it among the new ones, its date filters and the
 * dashboard count it on this day, and retention runs from it; the day it was first made is kept in
 * firstAppliedAt. It already counts as one of the job's
 * applications, so the count stays. The recruiter's timeline (the audit log) shows the first
 * application and the return; the applicant's history starts again at the return (companyView). An employee record asked for before the
 * withdrawal and never completed held the old form's details: it goes, with its resume copy.
 */
async function reopen(
  id: string,
  input: Application,
  resume: ResumeUpload,
  locale: Locale,
  job: JobSummary & { id: string },
): Promise<SubmittedApplication> {
  return db.$transaction(async (tx) => {
    // The job stays open until this commits (closing it waits), and only one reopening wins.
    const [open] = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "CompanyJob" WHERE "id" = ${job.id} AND "isActive" AND "archivedAt" IS NULL FOR SHARE`;
    if (!open) throw closed();
    const [row] = await tx.$queryRaw<
      { status: string; resumeFileId: string | null; createdAt: Date; firstAppliedAt: Date | null }[]
    >`
      SELECT "status"::text AS "status", "resumeFileId", "createdAt", "firstAppliedAt" FROM "CompanyApplication"
      WHERE "id" = ${id} AND "anonymisedAt" IS NULL FOR UPDATE`;
    if (row?.status !== "withdrawn") throw duplicate();
    const now = new Date();
    const file = await storeResume(tx, resume);
    const app = await tx.companyApplication.update({
      where: { id },
      data: {
        ...applicationData(input, locale, file.id),
        status: "pending",
        statusChangedAt: now,
        statusChangedById: null,
        createdAt: now,
        // The day it was first made stays known (the recruiter's timeline starts there).
        firstAppliedAt: row.firstAppliedAt ?? row.createdAt,
      },
      select: { id: true, reference: true },
    });
    if (row.resumeFileId) await deleteFile(tx, row.resumeFileId);
    const staleHire = await tx.employeeDraft.findFirst({
      where: { applicationId: id, completedAt: null },
      select: { id: true, resumeFileId: true },
    });
    if (staleHire) {
      await tx.employeeDraft.delete({ where: { id: staleHire.id } });
      if (staleHire.resumeFileId) await deleteFile(tx, staleHire.resumeFileId);
    }
    const change = await tx.applicationStatusChange.create({
      data: { companyApplicationId: id, status: "pending", actor: "applicant", createdAt: now },
      select: { id: true },
    });
    await audit(tx, null, {
      action: STATUS_ACTION,
      entityType: "CompanyApplication",
      entityId: id,
      data: { from: "withdrawn", to: "pending", by: "applicant" },
      at: now,
    });
    await confirm(tx, app, input, job, locale, `company-application:${id}:${change.id}`);
    await noticeToAdmins(tx, app, input, job, "reopened");
    return app;
  });
}

type JobSummary = { title: string; company: string };

/**
 * The rate-limit key of the company form's confirmations to a mailbox, removed with the address's
 * data on erasure. Each spelling of an inbox ("name+1@", Gmail's dots) is an applicant of its own,
 * so without it a script could send one inbox a confirmation per spelling and job, in our name.
 */
export function companyApplicationMailKey(email: string): string {
  return `company-apply-mail:${mailboxOf(email)}`;
}

/**
 * The applicant's confirmation, in their language, queued with the application itself: not past
 * the mailbox's daily number of the form's mails (APPLICATION_MAIL_LIMIT, as on the government
 * form), counted in the transaction, so a save that fails takes nothing from it. Past it the
 * application is still made, unmailed (the portal shows it).
 */
async function confirm(
  tx: Tx,
  app: SubmittedApplication,
  input: Application,
  job: JobSummary,
  locale: Locale,
  dedupeKey: string,
) {
  const { mails, windowSeconds } = APPLICATION_MAIL_LIMIT;
  if (!(await rateLimit.hit(companyApplicationMailKey(input.email), mails, windowSeconds, tx)).ok) return;
  const t = mailTranslator(locale);
  await sendMail(
    {
      to: input.email,
      about: { board: "company", applicationId: app.id },
      subject: t("companyApplication.subject", { job: job.title, reference: app.reference }),
      text: [
        t("greeting", { name: input.fullName }),
        "",
        t("companyApplication.received", {
          job: job.title,
          company: job.company,
          date: formatIstDate(new Date(), locale),
        }),
        t("companyApplication.reference", { reference: app.reference }),
        "",
        t("companyApplication.review"),
        "",
        `${company.name}`,
        `${company.email} · ${company.phone}`,
      ].join("\n"),
    },
    { tx, dedupeKey },
  );
}

/**
 * The admins' notice (English), recorded with the application in its transaction, as the
 * applicant's confirmation is: written after the commit, a restart in between left a new
 * application nobody was told about.
 */
async function noticeToAdmins(
  tx: Tx,
  app: SubmittedApplication,
  input: Application,
  job: JobSummary,
  kind: "new" | "reopened",
) {
  const applied = formatIstDate(new Date());
  const admins = await tx.user.findMany({ where: { role: "CompanyAdmin", isActive: true }, select: { email: true } });
  for (const admin of admins) {
    await sendMail(
      {
        to: admin.email,
        // It names the applicant: erasing the application deletes it (listed in no console).
        about: { board: "company", applicationId: app.id, staff: true },
        subject: `${kind === "new" ? "New application" : "Application reopened"}: ${job.title} (${app.reference})`,
        text: [
          kind === "new"
            ? `A new application was received on ${applied}.`
            : `The applicant had withdrawn this application and applied again on ${applied}, with a new form and resume.`,
          "",
          `Job: ${job.title} (${job.company})`,
          `Applicant: ${input.fullName}`,
          `Reference: ${app.reference}`,
          "",
          "Review it and download the resume in the company admin dashboard.",
        ].join("\n"),
      },
      { tx },
    );
  }
}
