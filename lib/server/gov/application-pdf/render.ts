import "server-only";

import { company } from "@/content/company";
import type { Locale } from "@/i18n/routing";
import { formatIstDate, formatIstDateTime } from "@/lib/dates";
import type { PaymentMode, PaymentStatus } from "@/lib/generated/prisma/enums";
import { maskAadhaar, maskPan } from "@/lib/mask";
import { formatRupees } from "@/lib/money";
import { drawLetterhead } from "@/lib/server/gov/pdf-letterhead";
import { documentTranslator } from "@/lib/server/i18n/documents";
import { drawImageBox, type ImageFile } from "@/lib/server/platform/pdf/image";
import { drawQrCode } from "@/lib/server/platform/pdf/qr-code";
import { drawTable } from "@/lib/server/platform/pdf/table";
import { colors, PdfWriter } from "@/lib/server/platform/pdf/writer";
import { organisationWithPlace } from "@/lib/format";

// The whole government application as a printable A4 PDF: a pure function of the data that
// load.ts reads, worded in the application's language (govPdf). Aadhaar and PAN reach it only as
// their last four digits.

export type ApplicationPdfData = {
  applicationNumber: string;
  /** The language the application was made in: the document's headings, labels and dates. */
  locale: Locale;
  job: { title: string; company: string; location: string };
  applicant: {
    name: string;
    fatherHusbandName: string;
    motherName: string;
    dob: Date;
    gender: string;
    maritalStatus: string;
    mobile1: string;
    mobile2: string | null;
    email: string;
    presentAddress: string;
    aadhaarLast4: string;
    panLast4: string;
  };
  education: { qualification: string; board: string; institution: string; marks: string; year: string }[];
  experience: { company: string; post: string; from: Date | null; to: Date | null }[];
  /** Null only if the stored photo went missing: the document says so instead of failing. */
  photo: ImageFile | null;
  /** As the applicant's status page words it ("Under Review", "Payment pending"...), in `locale`. */
  statusLabel: string;
  submittedAt: Date;
  /** Reservation category and concessions claimed. */
  claims: { category: string; certificateNumber: string | null; pwd: boolean; exServiceman: boolean };
  fee: {
    feePaise: number;
    /** Why that fee applies; null for applications made before fee tables. */
    reason: string | null;
    paymentStatus: PaymentStatus;
    paidAt: Date | null;
    /** The captured payments that paid the application: their ids, and the amount paid in all. */
    payment: { paymentId: string | null; amountPaise: number; mode: PaymentMode } | null;
    /** The fee paid and then refunded in full (a cancelled application): printed as refunded, not paid. */
    refund: { paymentId: string | null; amountPaise: number; mode: PaymentMode } | null;
  };
  /** Absolute URL of the public status page, encoded in the QR code. */
  statusUrl: string;
  generatedAt: Date;
  /** Printed when the application has one. */
  signature?: ImageFile;
  /** Printed when the application has them (those made before they were asked for do not). */
  declaration?: { text: string; acceptedAt: Date };
  consent?: { text: string; acceptedAt: Date };
};

export async function renderApplicationPdf(data: ApplicationPdfData): Promise<Uint8Array> {
  const { applicant, fee, locale } = data;
  const t = documentTranslator(locale);
  const ist = (date: Date) => t("common.ist", { time: formatIstDateTime(date, locale) });
  const date = (value: Date) => formatIstDate(value, locale);
  const yesNo = (value: boolean) => (value ? t("common.yes") : t("common.no"));
  const pdf = await PdfWriter.create({
    title: t("application.docTitle", { number: data.applicationNumber }),
    subject: `${data.job.title}, ${data.job.company}`,
    author: company.legalName,
    language: locale === "hi" ? "hi-IN" : "en-IN",
    notProvided: t("common.notProvided"),
  });

  await drawLetterhead(pdf, {
    locale,
    title: t("application.title"),
    photo: data.photo,
    photoMissing: t("common.photoMissing"),
    fields: [
      [t("common.applicationNumber"), data.applicationNumber, true],
      [t("application.post"), data.job.title],
      [t("application.organisation"), organisationWithPlace(data.job.company, data.job.location)],
      [t("application.status"), data.statusLabel],
      [t("application.submittedOn"), ist(data.submittedAt)],
    ],
  });

  pdf.heading(t("application.personal"));
  pdf.fields(
    [
      [t("common.name"), applicant.name],
      [t("common.dob"), date(applicant.dob)],
      [t("common.fatherHusbandName"), applicant.fatherHusbandName],
      [t("application.motherName"), applicant.motherName],
      [t("application.gender"), applicant.gender],
      [t("application.maritalStatus"), applicant.maritalStatus],
      [t("application.mobile"), applicant.mobile1],
      [t("application.mobile2"), applicant.mobile2 ?? ""],
      [t("application.aadhaar"), maskAadhaar(applicant.aadhaarLast4)],
      [t("application.pan"), maskPan(applicant.panLast4)],
    ],
    { columns: 2, labelWidth: 92 },
  );
  pdf.fields(
    [
      [t("application.email"), applicant.email],
      [t("application.address"), applicant.presentAddress],
    ],
    { labelWidth: 92 },
  );

  pdf.heading(t("application.claims"));
  pdf.fields(
    [
      [t("common.category"), data.claims.category],
      [t("application.certificate"), data.claims.certificateNumber ?? "—"],
      [t("application.pwd"), yesNo(data.claims.pwd)],
      [t("application.exServiceman"), yesNo(data.claims.exServiceman)],
    ],
    { columns: 2, labelWidth: 92 },
  );

  pdf.heading(t("application.education"));
  drawTable(
    pdf,
    [
      { header: t("application.qualification"), width: 22 },
      { header: t("application.board"), width: 28 },
      { header: t("application.institution"), width: 28 },
      { header: t("application.marks"), width: 11 },
      { header: t("application.year"), width: 9 },
    ],
    data.education.map((e) => [e.qualification, e.board, e.institution, e.marks, e.year]),
  );

  pdf.heading(t("application.experience"));
  drawTable(
    pdf,
    [
      { header: t("application.company"), width: 34 },
      { header: t("application.postHeld"), width: 30 },
      { header: t("application.from"), width: 18 },
      { header: t("application.to"), width: 18 },
    ],
    data.experience.map((e) => [e.company, e.post, e.from ? date(e.from) : "", e.to ? date(e.to) : ""]),
  );

  pdf.heading(t("application.fee"));
  // A fee refunded in full says so, with what was paid back and the payment it came from.
  const gateway = fee.payment ?? fee.refund;
  const refunded: [string, string][] = fee.refund
    ? [[t("application.amountRefunded"), formatRupees(fee.refund.amountPaise)]]
    : [];
  pdf.fields(
    [
      [
        t("application.applicationFee"),
        fee.reason ? `${formatRupees(fee.feePaise)} (${fee.reason})` : formatRupees(fee.feePaise),
      ],
      // i18n-keys: govPdf.application.paymentStatuses.*
      [t("application.paymentStatus"), t(`application.paymentStatuses.${fee.refund ? "refunded" : fee.paymentStatus}`)],
      [t("application.amountPaid"), fee.payment ? formatRupees(fee.payment.amountPaise) : t("application.nil")],
      ...refunded,
      [t("application.paymentId"), gateway?.paymentId ?? "—"],
      [t("application.paidOn"), fee.paidAt ? ist(fee.paidAt) : "—"],
    ],
    { columns: 2, labelWidth: 92 },
  );
  if (gateway?.mode === "test") {
    pdf.paragraph(t("application.testMode"), { bold: true, color: colors.warning });
  }

  if (data.declaration) {
    pdf.heading(t("application.declaration"));
    pdf.paragraph(data.declaration.text);
    pdf.y -= 4;
    pdf.paragraph(t("application.declarationAccepted", { time: ist(data.declaration.acceptedAt) }), {
      color: colors.muted,
    });
  }
  if (data.consent) {
    pdf.heading(t("application.consent"));
    pdf.paragraph(data.consent.text);
    pdf.y -= 4;
    pdf.paragraph(t("application.consentGiven", { time: ist(data.consent.acceptedAt) }), { color: colors.muted });
  }

  if (data.signature) {
    const box = { width: 170, height: 64 };
    pdf.y -= 12;
    pdf.ensure(box.height + 20);
    await drawImageBox(
      pdf,
      data.signature,
      { x: pdf.right - box.width, top: pdf.y, ...box },
      t("common.signatureMissing"),
    );
    pdf.y -= box.height;
    pdf.drawLines([t("application.signature")], pdf.right - box.width, pdf.y, { size: 8, color: colors.muted });
    pdf.y -= pdf.lineHeight(8);
  }

  // How to follow the application: a QR code to the public status page, in a box.
  const qr = 72;
  pdf.y -= 14;
  pdf.ensure(qr);
  const qrTop = pdf.y;
  pdf.page.drawRectangle({
    x: pdf.left,
    y: qrTop - qr,
    width: pdf.width,
    height: qr,
    borderColor: colors.rule,
    borderWidth: 0.6,
  });
  drawQrCode(pdf.page, data.statusUrl, pdf.left, qrTop, qr);
  const textX = pdf.left + qr + 6;
  const textWidth = pdf.right - 10 - textX;
  pdf.y -= 10;
  pdf.paragraph(t("application.checkStatus"), { size: 10, bold: true }, textWidth, textX);
  pdf.paragraph(t("application.scan"), { size: 9 }, textWidth, textX);
  pdf.paragraph(data.statusUrl, { size: 9, bold: true, color: colors.brand }, textWidth, textX);
  pdf.y = qrTop - qr;

  pdf.footer((page, pages) => ({
    left: t("application.footer", { number: data.applicationNumber, time: ist(data.generatedAt) }),
    right: t("common.page", { page, pages }),
  }));
  return pdf.save();
}
