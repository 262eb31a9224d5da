import "server-only";

import { company } from "@/content/company";
import type { Locale } from "@/i18n/routing";
import { formatIstDate, formatIstDateTime } from "@/lib/dates";
import { drawLetterhead } from "@/lib/server/gov/pdf-letterhead";
import { documentTranslator } from "@/lib/server/i18n/documents";
import { drawImageBox, type ImageFile } from "@/lib/server/platform/pdf/image";
import { drawQrCode } from "@/lib/server/platform/pdf/qr-code";
import { colors, PdfWriter } from "@/lib/server/platform/pdf/writer";
import { organisationWithPlace } from "@/lib/format";

// The interview or exam call letter of an approved application, A4: who is called, to what, when
// and where, with the photo and signature the applicant uploaded (checked at the venue) and the
// instructions the console entered for the job. Worded in the application's language (govPdf); the
// console's instructions and venue print as entered.

export type CallLetterData = {
  applicationNumber: string;
  /** The language the application was made in. */
  locale: Locale;
  name: string;
  fatherHusbandName: string;
  dob: Date;
  /** In `locale`. */
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
  const { locale } = data;
  const t = documentTranslator(locale);
  const pdf = await PdfWriter.create({
    title: t("callLetter.docTitle", { number: data.applicationNumber }),
    subject: `${data.job.title}, ${data.job.company}`,
    author: company.legalName,
    language: locale === "hi" ? "hi-IN" : "en-IN",
    notProvided: t("common.notProvided"),
  });
  await drawLetterhead(pdf, {
    locale,
    title: t("callLetter.title"),
    photo: data.photo,
    photoMissing: t("common.photoMissing"),
    fields: [
      [t("common.applicationNumber"), data.applicationNumber, true],
      [t("callLetter.post"), data.job.title],
      [t("callLetter.recruitingBody"), organisationWithPlace(data.job.company, data.job.location)],
      [t("callLetter.issuedOn"), formatIstDate(data.issuedAt, locale)],
    ],
  });

  pdf.heading(t("callLetter.candidate"));
  pdf.fields(
    [
      [t("common.name"), data.name],
      [t("common.fatherHusbandName"), data.fatherHusbandName],
      [t("common.dob"), formatIstDate(data.dob, locale)],
      [t("common.category"), data.category],
    ],
    { columns: 2, labelWidth: 100 },
  );

  pdf.heading(t("callLetter.whenWhere"));
  pdf.fields(
    [
      [t("callLetter.dateTime"), t("common.ist", { time: formatIstDateTime(data.examAt, locale) }), true],
      [t("callLetter.venue"), data.venue],
    ],
    { labelWidth: 100 },
  );

  pdf.heading(t("callLetter.instructions"));
  for (const line of data.instructions.split(/\r?\n/).filter((l) => l.trim())) pdf.paragraph(line.trim());
  pdf.paragraph(t("callLetter.bring"), { bold: true });

  const box = { width: 170, height: 64 };
  pdf.y -= 16;
  pdf.ensure(box.height + 24);
  await drawImageBox(pdf, data.signature, { x: pdf.left, top: pdf.y, ...box }, t("common.signatureMissing"));
  pdf.y -= box.height;
  pdf.drawLines([t("callLetter.signatureUploaded")], pdf.left, pdf.y, { size: 8, color: colors.muted });
  pdf.drawLines([t("callLetter.signatureVenue")], pdf.right - box.width, pdf.y, {
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
    t("callLetter.verify", { url: data.statusUrl }),
    { size: 9 },
    pdf.right - (pdf.left + qr + 8),
    pdf.left + qr + 8,
  );
  pdf.y -= qr;

  pdf.footer((page, pages) => ({
    left: t("callLetter.footer", { number: data.applicationNumber }),
    right: t("common.page", { page, pages }),
  }));
  return pdf.save();
}
