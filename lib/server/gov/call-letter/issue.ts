import "server-only";

import { localizedPath } from "@/i18n/paths";
import type { Locale } from "@/i18n/routing";
import { formatIstDateTime } from "@/lib/dates";
import { siteUrl } from "@/lib/seo";
import type { SessionUser } from "@/lib/server/auth/session";
import { db, type Tx } from "@/lib/server/db/client";
import { type CallLetterData, renderCallLetterPdf } from "@/lib/server/gov/call-letter/render";
import { callLetterServable, isComplete } from "@/lib/server/gov/status";
import { callLetterPath, isValidCallLetterToken } from "@/lib/server/gov/tokens";
import { ApiError } from "@/lib/server/http/api";
import { messagesFor } from "@/lib/server/i18n/locale";
import { mailLocale, mailTranslator } from "@/lib/server/i18n/mail";
import type { ServedFile } from "@/lib/server/http/file-response";
import { audit } from "@/lib/server/platform/audit";
import { sendMail } from "@/lib/server/platform/mail";
import { sender } from "@/lib/server/jobs/queue";
import { readFile } from "@/lib/server/platform/storage";
import { company } from "@/content/company";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";

// The call letter: the console issues it for an approved application once the job names the exam
// or interview (date, venue, instructions); issuing records when, audits who, and e-mails the
// applicant a link. The letter itself is drawn from the current rows on every download, so a
// corrected venue reaches everyone who downloads it again.

export const CALL_LETTER_ISSUE_MESSAGES = {
  notApproved: "Only an approved application gets a call letter.",
  notPaid: "Only an application whose fee is paid (or that is exempt from it) gets a call letter.",
  differenceDue: "A correction raised this application's fee: its call letter is issued once the difference is paid.",
  /** The download's answer (applicant or console) for an issued letter whose difference is now unpaid. */
  differenceUnpaid:
    "A correction raised this application's fee: the call letter can be downloaded once the difference is paid. Check your application status to pay it.",
  noDetails: "Enter the exam or interview date, venue and instructions on the job first (Edit Job).",
  examPassed: "This job's exam or interview date has passed: enter the new date on the job first (Edit Job).",
  notIssued: "No call letter has been issued for this application.",
  badLink: "This call letter link is invalid or has expired. Check your application status for a new link.",
  issued: "Call letter issued and e-mailed to the applicant.",
} as const;

const columns = {
  id: true,
  applicationNumber: true,
  name: true,
  fatherHusbandName: true,
  dob: true,
  email: true,
  category: true,
  status: true,
  paymentStatus: true,
  feeDuePaise: true,
  photoFileId: true,
  signatureFileId: true,
  callLetterIssuedAt: true,
  locale: true,
  job: {
    select: {
      title: true,
      company: true,
      location: true,
      callLetterAt: true,
      callLetterVenue: true,
      callLetterInstructions: true,
    },
  },
} as const;

type Row = NonNullable<Awaited<ReturnType<typeof findRow>>>;

// An anonymised application (past retention, or erased on request) has no call letter.
const findRow = (id: string) => db.govApplication.findUnique({ where: { id, anonymisedAt: null }, select: columns });

function details(job: Row["job"]) {
  const { callLetterAt, callLetterVenue, callLetterInstructions } = job;
  return callLetterAt && callLetterVenue && callLetterInstructions
    ? { examAt: callLetterAt, venue: callLetterVenue, instructions: callLetterInstructions }
    : null;
}

/**
 * The applicant's mail with the call letter's link, in the language they applied in ("mail.callLetter");
 * `updated`: the job's exam or interview changed after the letter went out.
 */
function callLetterMail(app: Row, exam: NonNullable<ReturnType<typeof details>>, updated = false) {
  const link = new URL(callLetterPath(app.id, exam.examAt), siteUrl()).toString();
  const locale = mailLocale(app.locale);
  const t = mailTranslator(locale);
  const about = { job: app.job.title, number: app.applicationNumber };
  return {
    to: app.email,
    about: { board: "gov" as const, applicationId: app.id },
    subject: t(updated ? "callLetter.updatedSubject" : "callLetter.subject", about),
    text: [
      t("greeting", { name: app.name }),
      "",
      t(updated ? "callLetter.updated" : "callLetter.approved", { ...about, organisation: app.job.company }),
      "",
      t("callLetter.when", { time: formatIstDateTime(exam.examAt, locale) }),
      t("callLetter.venue", { venue: exam.venue }),
      "",
      t("callLetter.download"),
      link,
      "",
      t("callLetter.bring"),
      "",
      company.name,
    ].join("\n"),
  };
}

/**
 * Issues (or issues again) the call letter of an approved application and e-mails the link: the
 * mail is recorded in the same transaction, so a letter is never issued without it.
 */
export async function issueCallLetter(id: string, actor: SessionUser, ip: string) {
  await sender(); // before the transaction that queues the mail
  const issuedAt = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "GovApplication" WHERE "id" = ${id} FOR UPDATE`;
    if (!locked) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
    // The job's exam details as they are once any edit of them has committed: an edit under way
    // (it locks the application, then the job, as this does) is waited for, and an edit after this
    // one waits for it and then finds this letter to send again with the new details.
    await tx.$queryRaw`SELECT "id" FROM "GovJob"
      WHERE "id" = (SELECT "jobId" FROM "GovApplication" WHERE "id" = ${id}) FOR SHARE`;
    const app = await tx.govApplication.findUnique({ where: { id, anonymisedAt: null }, select: columns });
    if (!app) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
    if (app.status !== "approved") throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.notApproved);
    if (!isComplete(app.paymentStatus)) throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.notPaid);
    // Complete, but owing what a correction added (an exempt application too, corrected to a
    // category with a fee): the exam is not open to it until that is paid.
    if (app.feeDuePaise > 0) throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.differenceDue);
    const exam = details(app.job);
    if (!exam) throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.noDetails);
    const at = new Date();
    if (exam.examAt.getTime() <= at.getTime()) throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.examPassed);
    await tx.govApplication.update({ where: { id }, data: { callLetterIssuedAt: at } });
    await audit(tx, actor, {
      action: "gov.application.call_letter",
      entityType: "GovApplication",
      entityId: id,
      ip,
      data: { applicationNumber: app.applicationNumber, examAt: exam.examAt.toISOString(), venue: exam.venue },
    });
    await sendMail(callLetterMail(app, exam), { tx, dedupeKey: `call-letter:${id}:${at.getTime()}` });
    return at;
  });
  return { callLetterIssuedAt: issuedAt.toISOString() };
}

/**
 * The job's exam or interview changed (when, where or what to bring) after call letters went out:
 * each letter still served is issued again, in the caller's transaction (the job's edit), and its
 * applicant mailed the details that now apply with a new link (the old one expires a week after the
 * old date). A letter issued but not served now (the application went back under review, or owes a
 * correction's difference) is marked not issued: its mail names the old exam, so once it may be
 * served it must be issued, and mailed, again (the console then offers Issue). Returns how many
 * were sent. The caller awaits `sender()` before its transaction and has locked the job's
 * applications with a letter, so a decision cannot pass this one; each is locked again here, with
 * any issued since.
 */
export async function reissueCallLetters(tx: Tx, jobId: string): Promise<number> {
  const lettered = await tx.govApplication.findMany({
    where: { jobId, anonymisedAt: null, callLetterIssuedAt: { not: null } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  const at = new Date();
  let sent = 0;
  for (const { id } of lettered) {
    // Locked and read again: a letter issued while this edit waited for the job row is not among
    // those the caller locked, and a decision or an erasure may have committed on it since.
    await tx.$queryRaw`SELECT "id" FROM "GovApplication" WHERE "id" = ${id} FOR UPDATE`;
    const app = await tx.govApplication.findFirst({ where: { id, anonymisedAt: null }, select: columns });
    if (!app?.callLetterIssuedAt) continue;
    const exam = details(app.job);
    if (!exam || !callLetterServable(app)) {
      await tx.govApplication.update({ where: { id: app.id }, data: { callLetterIssuedAt: null } });
      continue;
    }
    await tx.govApplication.update({ where: { id: app.id }, data: { callLetterIssuedAt: at } });
    await sendMail(callLetterMail(app, exam, true), { tx, dedupeKey: `call-letter:${app.id}:${at.getTime()}` });
    sent++;
  }
  return sent;
}

/**
 * The call letter's data as it prints now, or null when none has been issued: in the language the
 * application was made in, its QR code opening the status page in that language.
 */
async function loadCallLetter(id: string, now = new Date()): Promise<CallLetterData | null> {
  const app = await findRow(id);
  if (!app) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
  const exam = details(app.job);
  if (!exam || !callLetterServable(app)) {
    // Issued, then a correction raised the fee: held back until the difference is paid, as issuing is.
    if (exam && callLetterServable({ ...app, feeDuePaise: 0 })) {
      throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.differenceUnpaid);
    }
    // A letter withdrawn by a later decision (the application is no longer approved) is not served.
    return null;
  }
  const locale = mailLocale(app.locale);
  return {
    applicationNumber: app.applicationNumber,
    locale,
    name: app.name,
    fatherHusbandName: app.fatherHusbandName,
    dob: app.dob,
    category: messagesFor(locale).govStatus.correction.categories[app.category],
    job: { title: app.job.title, company: app.job.company, location: app.job.location },
    ...exam,
    issuedAt: app.callLetterIssuedAt ?? now,
    photo: app.photoFileId ? await readFile(db, app.photoFileId) : null,
    signature: app.signatureFileId ? await readFile(db, app.signatureFileId) : null,
    statusUrl: new URL(localizedPath("/gov-career/status", locale), siteUrl()).toString(),
  };
}

async function callLetterFile(id: string): Promise<ServedFile> {
  const data = await loadCallLetter(id);
  if (!data) throw new ApiError("not_found", CALL_LETTER_ISSUE_MESSAGES.notIssued);
  const bytes = await renderCallLetterPdf(data);
  return {
    fileName: `call-letter-${data.applicationNumber}.pdf`,
    contentType: "application/pdf",
    size: bytes.byteLength,
    data: bytes,
  };
}

/** The console's copy. */
export const govAdminCallLetter = (id: string) => callLetterFile(id);

/** The applicant's copy, behind the signed link of the e-mail or the status lookup (401 when bad). */
export async function applicantCallLetter(id: string, token: string): Promise<ServedFile> {
  if (!isValidCallLetterToken(id, token)) throw new ApiError("unauthorized", CALL_LETTER_ISSUE_MESSAGES.badLink);
  return callLetterFile(id);
}

/** Why the applicant's link gave no letter, as the page that explains it names it (its `reason`). */
export const CALL_LETTER_PROBLEMS = ["link", "not-issued", "difference-unpaid"] as const;
export type CallLetterProblem = (typeof CALL_LETTER_PROBLEMS)[number];

/**
 * Where a browser that opened the e-mailed link is sent when the letter is refused: the page that
 * says why, in the language the application was made in (the phone's own language is often
 * English), or `fallback` when the application is gone. Null for a refusal it does not explain.
 */
export async function callLetterProblemPage(id: string, error: ApiError, fallback: Locale): Promise<string | null> {
  const reason: CallLetterProblem | null =
    error.message === CALL_LETTER_ISSUE_MESSAGES.differenceUnpaid
      ? "difference-unpaid"
      : error.message === CALL_LETTER_ISSUE_MESSAGES.notIssued
        ? "not-issued"
        : error.code === "unauthorized" || error.code === "not_found"
          ? "link"
          : null;
  if (!reason) return null;
  const app = await db.govApplication.findUnique({ where: { id, anonymisedAt: null }, select: { locale: true } });
  return localizedPath(`/gov-career/call-letter?reason=${reason}`, app ? mailLocale(app.locale) : fallback);
}
