import "server-only";

import { company } from "@/content/company";
import { formatIstDate, formatIstDateTime } from "@/lib/dates";
import type { PaymentMode, PaymentStatus } from "@/lib/generated/prisma/enums";
import { maskAadhaar, maskPan } from "@/lib/mask";
import { formatRupees } from "@/lib/money";
import { drawLetterhead } from "@/lib/server/gov/pdf-letterhead";
import { drawImageBox, type ImageFile } from "@/lib/server/platform/pdf/image";
import { drawQrCode } from "@/lib/server/platform/pdf/qr-code";
import { drawTable } from "@/lib/server/platform/pdf/table";
import { colors, PdfWriter } from "@/lib/server/platform/pdf/writer";

// The whole government application as a printable A4 PDF: a pure function of the data that
// load.ts reads. Aadhaar and PAN reach it only as their last four digits.

export type ApplicationPdfData = {
  applicationNumber: string;
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
  /** As the applicant's status page words it ("Under Review", "Payment pending"...). */
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
    /** The captured payment that paid the application. */
    payment: { paymentId: string | null; amountPaise: number; mode: PaymentMode } | null;
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

const ist = (date: Date) => `${formatIstDateTime(date)} IST`;

const paymentStatusText: Record<PaymentStatus, string> = {
  pending: "Not paid yet",
  completed: "Paid",
  failed: "Payment failed",
  exempt: "Exempt: no fee applies, no payment taken",
  expired: "Closed without payment",
};

export async function renderApplicationPdf(data: ApplicationPdfData): Promise<Uint8Array> {
  const { applicant, fee } = data;
  const pdf = await PdfWriter.create({
    title: `Application ${data.applicationNumber}`,
    subject: `${data.job.title}, ${data.job.company}`,
    author: company.legalName,
  });

  await drawLetterhead(pdf, {
    title: "Application for Government Job",
    photo: data.photo,
    fields: [
      ["Application Number", data.applicationNumber, true],
      ["Post Applied For", data.job.title],
      ["Organisation", `${data.job.company}, ${data.job.location}`],
      ["Application Status", data.statusLabel],
      ["Submitted On", ist(data.submittedAt)],
    ],
  });

  pdf.heading("Personal details");
  pdf.fields(
    [
      ["Name", applicant.name],
      ["Date of Birth", formatIstDate(applicant.dob)],
      ["Father's/Husband Name", applicant.fatherHusbandName],
      ["Mother's Name", applicant.motherName],
      ["Gender", applicant.gender],
      ["Marital Status", applicant.maritalStatus],
      ["Mobile Number", applicant.mobile1],
      ["Alternate Mobile", applicant.mobile2 ?? ""],
      ["Aadhaar Number", maskAadhaar(applicant.aadhaarLast4)],
      ["PAN Number", maskPan(applicant.panLast4)],
    ],
    { columns: 2, labelWidth: 92 },
  );
  pdf.fields(
    [
      ["Email", applicant.email],
      ["Present Address", applicant.presentAddress],
    ],
    { labelWidth: 92 },
  );

  pdf.heading("Category and concessions");
  pdf.fields(
    [
      ["Category", data.claims.category],
      ["Certificate No.", data.claims.certificateNumber ?? "—"],
      ["PwD (Divyang)", data.claims.pwd ? "Yes" : "No"],
      ["Ex-serviceman", data.claims.exServiceman ? "Yes" : "No"],
    ],
    { columns: 2, labelWidth: 92 },
  );

  pdf.heading("Education");
  drawTable(
    pdf,
    [
      { header: "Qualification", width: 22 },
      { header: "Board/University", width: 28 },
      { header: "Institution", width: 28 },
      { header: "Marks (%)", width: 11 },
      { header: "Year", width: 9 },
    ],
    data.education.map((e) => [e.qualification, e.board, e.institution, e.marks, e.year]),
  );

  pdf.heading("Experience");
  drawTable(
    pdf,
    [
      { header: "Company", width: 34 },
      { header: "Post", width: 30 },
      { header: "From", width: 18 },
      { header: "To", width: 18 },
    ],
    data.experience.map((e) => [
      e.company,
      e.post,
      e.from ? formatIstDate(e.from) : "",
      e.to ? formatIstDate(e.to) : "",
    ]),
  );

  pdf.heading("Fee and payment");
  pdf.fields(
    [
      ["Application Fee", fee.reason ? `${formatRupees(fee.feePaise)} (${fee.reason})` : formatRupees(fee.feePaise)],
      ["Payment Status", paymentStatusText[fee.paymentStatus]],
      ["Amount Paid", fee.payment ? formatRupees(fee.payment.amountPaise) : "Nil"],
      ["Razorpay Payment ID", fee.payment?.paymentId ?? "—"],
      ["Paid On", fee.paidAt ? ist(fee.paidAt) : "—"],
    ],
    { columns: 2, labelWidth: 92 },
  );
  if (fee.payment?.mode === "test") {
    pdf.paragraph("Test mode payment: no money was charged.", { bold: true, color: colors.warning });
  }

  if (data.declaration) {
    pdf.heading("Declaration");
    pdf.paragraph(data.declaration.text);
    pdf.y -= 4;
    pdf.paragraph(`Accepted by the applicant on ${ist(data.declaration.acceptedAt)}.`, { color: colors.muted });
  }
  if (data.consent) {
    pdf.heading("Consent to process personal data");
    pdf.paragraph(data.consent.text);
    pdf.y -= 4;
    pdf.paragraph(`Given by the applicant on ${ist(data.consent.acceptedAt)}.`, { color: colors.muted });
  }

  if (data.signature) {
    const box = { width: 170, height: 64 };
    pdf.y -= 12;
    pdf.ensure(box.height + 20);
    await drawImageBox(
      pdf,
      data.signature,
      { x: pdf.right - box.width, top: pdf.y, ...box },
      "Signature not available",
    );
    pdf.y -= box.height;
    pdf.drawLines(["Signature of the applicant"], pdf.right - box.width, pdf.y, { size: 8, color: colors.muted });
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
  pdf.paragraph("Check the status of this application online", { size: 10, bold: true }, textWidth, textX);
  pdf.paragraph(
    "Scan the code, or open the address below, and enter the application number and your date of birth.",
    { size: 9 },
    textWidth,
    textX,
  );
  pdf.paragraph(data.statusUrl, { size: 9, bold: true, color: colors.brand }, textWidth, textX);
  pdf.y = qrTop - qr;

  pdf.footer((page, pages) => ({
    left: `Application ${data.applicationNumber} · generated ${ist(data.generatedAt)}`,
    right: `Page ${page} of ${pages}`,
  }));
  return pdf.save();
}
