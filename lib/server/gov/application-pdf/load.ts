import "server-only";

import { CONSENT, DECLARATION, type AcceptedText } from "@/content/gov-declaration";
import { CATEGORY_LABELS } from "@/lib/gov-fees";
import { siteUrl } from "@/lib/seo";
import { db } from "@/lib/server/db/client";
import type { ApplicationPdfData } from "@/lib/server/gov/application-pdf/render";
import { capturedPayment, personalColumns, statusLabel } from "@/lib/server/gov/status";
import { readFile } from "@/lib/server/platform/storage";

// What the application PDF prints, read in one place. The encrypted Aadhaar and PAN are never read,
// only their last four digits.

/** Everything the PDF prints about one application, or null when there is no such application. */
export async function loadApplicationPdfData(id: string, now = new Date()): Promise<ApplicationPdfData | null> {
  // An anonymised application (past retention, or erased on request) has nothing left to print.
  const app = await db.govApplication.findUnique({
    where: { id, anonymisedAt: null },
    select: {
      applicationNumber: true,
      ...personalColumns,
      photoFileId: true,
      signatureFileId: true,
      category: true,
      categoryCertificateNumber: true,
      pwd: true,
      exServiceman: true,
      feeReason: true,
      declarationVersion: true,
      declaredAt: true,
      consentVersion: true,
      consentedAt: true,
      status: true,
      paymentStatus: true,
      feePaise: true,
      paidAt: true,
      createdAt: true,
      job: { select: { title: true, company: true, location: true } },
      education: { orderBy: { position: "asc" } },
      experience: { orderBy: { position: "asc" } },
      payments: capturedPayment({ paymentId: true, amountPaise: true, mode: true }),
    },
  });
  if (!app) return null;
  const photo = app.photoFileId ? await readFile(db, app.photoFileId) : null;
  const signature = app.signatureFileId ? await readFile(db, app.signatureFileId) : null;
  // The text the applicant accepted is the version stored with the application.
  const accepted = (version: string | null, at: Date | null, text: AcceptedText) =>
    version && at
      ? { text: version === text.version ? text.text : `${text.label} (version ${version}).`, acceptedAt: at }
      : undefined;
  return {
    applicationNumber: app.applicationNumber,
    job: app.job,
    applicant: {
      name: app.name,
      fatherHusbandName: app.fatherHusbandName,
      motherName: app.motherName,
      dob: app.dob,
      gender: app.gender,
      maritalStatus: app.maritalStatus,
      mobile1: app.mobile1,
      mobile2: app.mobile2,
      email: app.email,
      presentAddress: app.presentAddress,
      aadhaarLast4: app.aadhaarLast4,
      panLast4: app.panLast4,
    },
    education: app.education.map((e) => ({
      qualification: e.qualification,
      board: e.board,
      institution: e.institution,
      marks: e.marks.toString(),
      year: String(e.year),
    })),
    experience: app.experience.map((e) => ({ company: e.company, post: e.post, from: e.fromDate, to: e.toDate })),
    photo,
    statusLabel: statusLabel(app.status, app.paymentStatus),
    submittedAt: app.createdAt,
    claims: {
      category: CATEGORY_LABELS[app.category],
      certificateNumber: app.categoryCertificateNumber,
      pwd: app.pwd,
      exServiceman: app.exServiceman,
    },
    fee: {
      feePaise: app.feePaise,
      reason: app.feeReason,
      paymentStatus: app.paymentStatus,
      paidAt: app.paidAt,
      payment: app.payments[0] ?? null,
    },
    statusUrl: new URL("/gov-career/status", siteUrl()).toString(),
    generatedAt: now,
    signature: signature ?? undefined,
    declaration: accepted(app.declarationVersion, app.declaredAt, DECLARATION),
    consent: accepted(app.consentVersion, app.consentedAt, CONSENT),
  };
}
