import "server-only";

import { company } from "@/content/company";
import { formatIstDate, formatIstDateTime } from "@/lib/dates";
import { drawLetterhead } from "@/lib/server/gov/pdf-letterhead";
import { drawImageBox, type ImageFile } from "@/lib/server/platform/pdf/image";
import { drawQrCode } from "@/lib/server/platform/pdf/qr-code";
import { colors, PdfWriter } from "@/lib/server/platform/pdf/writer";

// The interview or exam call letter of an approved application, A4: who is called, to what, when
// and where, with the photo and signature the applicant uploaded (checked at the venue) and the
// instructions the console entered for the job.

export type CallLetterData = {
  applicationNumber: string;
  name: string;
  fatherHusbandName: string;
  dob: Date;
  category: string;
  job: { title: string; company: string; location: string };
  examAt: Date;
  venue: string;
  instructions: string;
  issuedAt: Date;
  photo: ImageFile | null;
  signature: ImageFile | null;
  statusUrl: string;
};

export async function renderCallLetterPdf(data: CallLetterData): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: `Call letter ${data.applicationNumber}`,
    subject: `${data.job.title}, ${data.job.company}`,
    author: company.legalName,
  });
  await drawLetterhead(pdf, {
    title: "Call Letter: Interview / Examination",
    photo: data.photo,
    fields: [
      ["Application Number", data.applicationNumber, true],
      ["Post", data.job.title],
      ["Recruiting body", `${data.job.company}, ${data.job.location}`],
      ["Issued On", formatIstDate(data.issuedAt)],
    ],
  });

  pdf.heading("Candidate");
  pdf.fields(
    [
      ["Name", data.name],
      ["Father's/Husband Name", data.fatherHusbandName],
      ["Date of Birth", formatIstDate(data.dob)],
      ["Category", data.category],
    ],
    { columns: 2, labelWidth: 100 },
  );

  pdf.heading("Date, time and venue");
  pdf.fields(
    [
      ["Date and time", `${formatIstDateTime(data.examAt)} IST`, true],
      ["Venue", data.venue],
    ],
    { labelWidth: 100 },
  );

  pdf.heading("Instructions");
  for (const line of data.instructions.split(/\r?\n/).filter((l) => l.trim())) pdf.paragraph(line.trim());
  pdf.paragraph(
    "Bring this call letter, printed, with an original photo identity document (Aadhaar, PAN, voter ID or passport). The photo and signature above must match yours.",
    { bold: true },
  );

  const box = { width: 170, height: 64 };
  pdf.y -= 16;
  pdf.ensure(box.height + 24);
  await drawImageBox(pdf, data.signature, { x: pdf.left, top: pdf.y, ...box }, "Signature not available");
  pdf.y -= box.height;
  pdf.drawLines(["Signature of the candidate (as uploaded)"], pdf.left, pdf.y, { size: 8, color: colors.muted });
  pdf.drawLines(["Signature of the candidate at the venue"], pdf.right - box.width, pdf.y, {
    size: 8,
    color: colors.muted,
  });
  pdf.page.drawLine({
    start: { x: pdf.right - box.width, y: pdf.y + 12 },
    end: { x: pdf.right, y: pdf.y + 12 },
    thickness: 0.6,
    color: colors.rule,
  });
  pdf.y -= pdf.lineHeight(8) + 12;

  const qr = 64;
  pdf.ensure(qr);
  drawQrCode(pdf.page, data.statusUrl, pdf.left, pdf.y, qr);
  pdf.paragraph(
    `Check that this letter is genuine: scan the code or open ${data.statusUrl} and enter the application number and your date of birth.`,
    { size: 9 },
    pdf.right - (pdf.left + qr + 8),
    pdf.left + qr + 8,
  );
  pdf.y -= qr;

  pdf.footer((page, pages) => ({
    left: `Call letter · application ${data.applicationNumber}`,
    right: `Page ${page} of ${pages}`,
  }));
  return pdf.save();
}
