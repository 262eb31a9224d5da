import "server-only";

import { CONSENT, DECLARATION, type AcceptedText } from "@/content/gov-declaration";
import { localizedPath } from "@/i18n/paths";
import { feeReasonKey } from "@/lib/gov-status-words";
import { siteUrl } from "@/lib/seo";
import { db } from "@/lib/server/db/client";
import type { ApplicationPdfData } from "@/lib/server/gov/application-pdf/render";
import { moneyOf, paidPaymentsWhere, personalColumns, refundedFee, statusLabelIn } from "@/lib/server/gov/status";
import { documentTranslator } from "@/lib/server/i18n/documents";
import { messagesFor } from "@/lib/server/i18n/locale";
import { mailLocale } from "@/lib/server/i18n/mail";
import { readFile } from "@/lib/server/platform/storage";

// What the application PDF prints, read in one place. The encrypted Aadhaar and PAN are never read,
// only their last four digits. It is worded in the language the application was made in (its
// stored locale), its QR code opening the status page in that language; so is the console's copy.

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
      locale: true,
      job: { select: { title: true, company: true, location: true } },
      education: { orderBy: { position: "asc" } },
      experience: { orderBy: { position: "asc" } },
      // What paid it, and a fee paid back in full (a cancelled application's): the PDF says refunded.
      payments: {
        where: { OR: [paidPaymentsWhere, { status: "refunded", refundFromPaymentId: null }] },
        select: {
          status: true,
          paymentId: true,
          amountPaise: true,
          refundFromPaymentId: true,
          mode: true,
          refunds: { where: { status: "processed" }, select: { amountPaise: true } },
        },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
  });
  if (!app) return null;
  const photo = app.photoFileId ? await readFile(db, app.photoFileId) : null;
  const signature = app.signatureFileId ? await readFile(db, app.signatureFileId) : null;
  const locale = mailLocale(app.locale);
  const words = messagesFor(locale);
  const { govStatus } = words;
  // The text the applicant accepted is the version stored with the application, in their language
  // (the form's words, govForm.declaration); an earlier version is named by its heading and version.
  const accepted = (
    version: string | null,
    at: Date | null,
    current: AcceptedText,
    which: "declaration" | "consent",
  ) =>
    version && at
      ? {
          text:
            version === current.version
              ? words.govForm.declaration[which]
              : documentTranslator(locale)("application.earlierVersion", {
                  label: words.govPdf.application[which],
                  version,
                }),
          acceptedAt: at,
        }
      : undefined;
  const reasonKey = app.feeReason ? feeReasonKey(app.feeReason) : null;
  // The fee and any difference a correction asked for: the amount is their total, as on the receipt.
  const captured = app.payments.filter((p) => p.status === "captured");
  // As the status page says it (moneyOf): paid, or, once nothing is held (a cancelled application,
  // refunded), what the refunds processed sent back, with the fee's payment.
  const { amountPaidPaise: paid, refundedPaise } = moneyOf(app);
  const feeRow = refundedFee(app.payments) ?? app.payments[0];
  return {
    applicationNumber: app.applicationNumber,
    locale,
    job: app.job,
    applicant: {
      name: app.name,
      fatherHusbandName: app.fatherHusbandName,
      motherName: app.motherName,
      dob: app.dob,
      gender: govStatus.correction.genders[app.gender as keyof typeof govStatus.correction.genders] ?? app.gender,
      maritalStatus:
        govStatus.correction.maritalStatuses[app.maritalStatus as keyof typeof govStatus.correction.maritalStatuses] ??
        app.maritalStatus,
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
    statusLabel: statusLabelIn(app.status, app.paymentStatus, locale),
    submittedAt: app.createdAt,
    claims: {
      category: govStatus.correction.categories[app.category],
      certificateNumber: app.categoryCertificateNumber,
      pwd: app.pwd,
      exServiceman: app.exServiceman,
    },
    fee: {
      feePaise: app.feePaise,
      reason: reasonKey ? govStatus.feeReasons[reasonKey] : app.feeReason,
      paymentStatus: app.paymentStatus,
      paidAt: app.paidAt,
      payment:
        paid !== null
          ? {
              paymentId: captured.map((p) => p.paymentId ?? "—").join(", "),
              amountPaise: paid,
              mode: captured[0].mode,
            }
          : null,
      refund:
        refundedPaise !== null ? { paymentId: feeRow.paymentId, amountPaise: refundedPaise, mode: feeRow.mode } : null,
    },
    statusUrl: new URL(localizedPath("/gov-career/status", locale), siteUrl()).toString(),
    generatedAt: now,
    signature: signature ?? undefined,
    declaration: accepted(app.declarationVersion, app.declaredAt, DECLARATION, "declaration"),
    consent: accepted(app.consentVersion, app.consentedAt, CONSENT, "consent"),
  };
}
