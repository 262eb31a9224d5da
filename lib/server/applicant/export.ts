import "server-only";

import { istDateKey } from "@/lib/dates";
import { maskAadhaar, maskPan } from "@/lib/mask";
import { db } from "@/lib/server/db/client";
import { ApiError } from "@/lib/server/http/api";
import { servedFileName } from "@/lib/server/http/file-response";
import { audit } from "@/lib/server/platform/audit";
import { contactMessageIdsFrom } from "@/lib/server/privacy/same-address";
import { readFile, zipEntryName } from "@/lib/server/platform/storage";
import { type ZipEntry, zipStream } from "@/lib/server/platform/zip";

// "Download my data" (DPDP Act 2023, s. 11): everything the applicant gave us on both boards, as
// they gave it, with the status history, the fees and payments, and the uploaded files. Aadhaar and
// PAN only masked (last four): the portal proves no more than control of the e-mail address, so a
// taken-over mailbox must not yield the full numbers (the applicant has them; the office can confirm
// them). Every query filters by their e-mail address; anonymised rows no longer carry it, so they are
// not theirs any more. The ZIP is streamed, one file read at a time as the client takes the bytes.

const iso = (d: Date | null) => d?.toISOString() ?? null;
const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;

const fileSelect = { select: { id: true, fileName: true, contentType: true, size: true } } as const;
const historySelect = {
  select: { status: true, reason: true, actor: true, createdAt: true },
  orderBy: { createdAt: "asc" },
} as const;

type FileRef = { id: string; fileName: string; contentType: string; size: number } | null;
type Planned = { path: string; id: string; size: number };

/**
 * Far above what anyone applies with (a resume is at most 5 MB; a government application's photo,
 * signature and certificate about 2 MB each): a mailbox used to pile up applications gets a
 * refusal, not an export that reads hundreds of megabytes from the database.
 */
export const APPLICANT_EXPORT_MAX_BYTES = 200 * 1024 * 1024;
export const APPLICANT_EXPORT_TOO_LARGE =
  "Your files are too large to download together (more than 200 MB). Please contact us and we will send you your data.";

/**
 * Names inside one application's folder: the photo and signature fixed, the others as uploaded but
 * with the extension of the type found in their bytes, as downloads are named: a PDF uploaded as
 * "cv.html" must not open as a web page from the unpacked folder.
 */
function plan(folder: string, files: [string | null, FileRef][], out: Planned[]) {
  const used = new Set<string>();
  return Object.fromEntries(
    files.map(([fixed, file], i) => {
      if (!file) return [i, null];
      let name = fixed ?? zipEntryName(servedFileName(file.fileName, file.contentType));
      while (used.has(name)) name = `${i}-${name}`;
      used.add(name);
      const path = `files/${zipEntryName(folder)}/${name}`;
      out.push({ path, id: file.id, size: file.size });
      return [i, { path, originalName: file.fileName, contentType: file.contentType, size: file.size }];
    }),
  );
}

async function companyApplications(email: string, files: Planned[]) {
  const rows = await db.companyApplication.findMany({
    where: { email, anonymisedAt: null },
    include: {
      job: { select: { title: true } },
      resume: fileSelect,
      statusHistory: historySelect,
      // What the candidate was invited to; the interviewers' feedback and result are internal.
      interviews: {
        select: { round: true, startsAt: true, durationMinutes: true, mode: true, location: true, status: true },
        orderBy: { startsAt: "asc" },
      },
    },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((a) => ({
    board: "company",
    reference: a.reference,
    jobTitle: a.job.title,
    fullName: a.fullName,
    email: a.email,
    phone: a.phone,
    currentCompany: a.currentCompany,
    linkedinUrl: a.linkedinUrl,
    githubUrl: a.githubUrl,
    coverLetter: a.coverLetter,
    status: a.status,
    consentVersion: a.consentVersion,
    consentedAt: iso(a.consentedAt),
    appliedAt: iso(a.createdAt),
    // Made again after a withdrawal: appliedAt is that day, this the day it was first made.
    firstAppliedAt: iso(a.firstAppliedAt),
    statusHistory: a.statusHistory.map((h) => ({ ...h, createdAt: iso(h.createdAt) })),
    interviews: a.interviews.map((i) => ({ ...i, startsAt: iso(i.startsAt) })),
    files: { resume: plan(a.reference, [[null, a.resume]], files)[0] },
  }));
}

async function govApplications(email: string, files: Planned[]) {
  const rows = await db.govApplication.findMany({
    where: { email, anonymisedAt: null },
    include: {
      job: { select: { title: true, company: true } },
      photo: fileSelect,
      signature: fileSelect,
      categoryCertificate: fileSelect,
      education: { orderBy: { position: "asc" } },
      experience: { orderBy: { position: "asc" } },
      payments: { include: { refunds: true }, orderBy: { createdAt: "asc" } },
      statusHistory: historySelect,
      corrections: { orderBy: { version: "asc" } },
    },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((a) => {
    const named = plan(
      a.applicationNumber,
      [
        ["photo.jpg", a.photo],
        ["signature.jpg", a.signature],
        [null, a.categoryCertificate],
      ],
      files,
    );
    return {
      board: "gov",
      applicationNumber: a.applicationNumber,
      jobTitle: a.job.title,
      company: a.job.company,
      name: a.name,
      fatherHusbandName: a.fatherHusbandName,
      motherName: a.motherName,
      presentAddress: a.presentAddress,
      maritalStatus: a.maritalStatus,
      gender: a.gender,
      dob: day(a.dob),
      mobile1: a.mobile1,
      mobile2: a.mobile2,
      email: a.email,
      aadhaar: maskAadhaar(a.aadhaarLast4),
      pan: maskPan(a.panLast4),
      category: a.category,
      categoryCertificateNumber: a.categoryCertificateNumber,
      pwd: a.pwd,
      exServiceman: a.exServiceman,
      education: a.education.map((e) => ({
        qualification: e.qualification,
        board: e.board,
        institution: e.institution,
        marks: e.marks.toString(),
        year: e.year,
      })),
      experience: a.experience.map((e) => ({
        company: e.company,
        post: e.post,
        fromDate: day(e.fromDate),
        toDate: day(e.toDate),
      })),
      declarationVersion: a.declarationVersion,
      declaredAt: iso(a.declaredAt),
      consentVersion: a.consentVersion,
      consentedAt: iso(a.consentedAt),
      status: a.status,
      fee: { feePaise: a.feePaise, feeReason: a.feeReason, paymentStatus: a.paymentStatus, paidAt: iso(a.paidAt) },
      payments: a.payments.map((p) => ({
        orderId: p.orderId,
        paymentId: p.paymentId,
        amountPaise: p.amountPaise,
        currency: p.currency,
        status: p.status,
        failureReason: p.failureReason,
        capturedAt: iso(p.capturedAt),
        createdAt: iso(p.createdAt),
        refunds: p.refunds.map((r) => ({
          refundId: r.refundId,
          amountPaise: r.amountPaise,
          status: r.status,
          reason: r.reason,
          processedAt: iso(r.processedAt),
          createdAt: iso(r.createdAt),
        })),
      })),
      // Each correction the applicant made: the fields as they were and as they became, and the fee.
      corrections: a.corrections.map((c) => ({
        version: c.version,
        changes: c.changes,
        feeBeforePaise: c.feeBeforePaise,
        feeAfterPaise: c.feeAfterPaise,
        correctedAt: iso(c.createdAt),
      })),
      callLetterIssuedAt: iso(a.callLetterIssuedAt),
      appliedAt: iso(a.createdAt),
      statusHistory: a.statusHistory.map((h) => ({ ...h, createdAt: iso(h.createdAt) })),
      files: { photo: named[0], signature: named[1], categoryCertificate: named[2] },
    };
  });
}

/**
 * What else the person gave us with the same address, which "Delete my data" erases too: their
 * contact-form messages and their newsletter subscription.
 */
async function otherRecords(email: string) {
  const ids = await contactMessageIdsFrom(db, email);
  const [messages, newsletter] = await Promise.all([
    db.contactMessage.findMany({
      where: { id: { in: ids } },
      select: { name: true, email: true, phone: true, message: true, consentVersion: true, createdAt: true },
      orderBy: { createdAt: "asc" },
    }),
    // Stored lower-cased, as the applicant's address is.
    db.newsletterSubscription.findUnique({
      where: { email },
      select: { email: true, unsubscribedAt: true, consentVersion: true, consentedAt: true, createdAt: true },
    }),
  ]);
  return {
    contactMessages: messages.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
    newsletter: newsletter && {
      email: newsletter.email,
      subscribedAt: iso(newsletter.createdAt),
      unsubscribedAt: iso(newsletter.unsubscribedAt),
      consentVersion: newsletter.consentVersion,
      consentedAt: iso(newsletter.consentedAt),
    },
  };
}

export type ApplicantExport = { stream: ReadableStream<Uint8Array>; fileName: string };

/**
 * The applicant's ZIP: applications.json and files/<number or reference>/... (audited with counts
 * when the download starts). Refused (409) when the files add up to more than
 * APPLICANT_EXPORT_MAX_BYTES. A file deleted meanwhile is left out; a file that cannot be read
 * fails the stream, so the client gets a broken download rather than a ZIP that looks complete.
 */
export async function exportApplicantData(
  applicant: { id: string; email: string },
  ip?: string,
  now = new Date(),
): Promise<ApplicantExport> {
  const planned: Planned[] = [];
  const company = await companyApplications(applicant.email, planned);
  const gov = await govApplications(applicant.email, planned);
  const total = planned.reduce((sum, file) => sum + file.size, 0);
  if (total > APPLICANT_EXPORT_MAX_BYTES) throw new ApiError("conflict", APPLICANT_EXPORT_TOO_LARGE);
  const other = await otherRecords(applicant.email);
  const json = JSON.stringify(
    { exportedAt: now.toISOString(), email: applicant.email, company, gov, ...other },
    null,
    2,
  );
  const entries: ZipEntry[] = [
    { path: "applications.json", read: async () => json, deflate: true },
    ...planned.map(({ path, id }) => ({ path, read: async () => (await readFile(db, id))?.data ?? null })),
  ];
  await audit(db, null, {
    action: "applicant.export",
    entityType: "Applicant",
    entityId: applicant.id,
    data: { companyApplications: company.length, govApplications: gov.length, files: planned.length },
    ip,
  });
  return { stream: zipStream({ name: "applicant.export", entries }), fileName: `my-data-${istDateKey(now)}.zip` };
}
