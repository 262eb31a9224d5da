import "server-only";

import { company } from "@/content/company";
import type { Locale } from "@/i18n/routing";
import { messagesFor } from "@/lib/server/i18n/locale";
import { drawImageBox, type ImageFile } from "@/lib/server/platform/pdf/image";
import { colors, type PdfWriter } from "@/lib/server/platform/pdf/writer";

// The top of every document the government board prints for an applicant (the application, the
// call letter): the company's letterhead, the document's title and its identifying fields, beside
// the applicant's photo at the top right.

const PHOTO = { width: 96, height: 120 };

export async function drawLetterhead(
  pdf: PdfWriter,
  {
    title,
    photo,
    photoMissing,
    fields,
    locale,
  }: {
    title: string;
    /** The document's language: the office's address is printed in it (the site footer's). */
    locale: Locale;
    photo: ImageFile | null;
    /** Printed in the photo's box when there is none, in the document's language. */
    photoMissing: string;
    fields: Parameters<PdfWriter["fields"]>[0];
  },
) {
  const top = pdf.y;
  const photoX = pdf.right - PHOTO.width;
  const beside = photoX - 14 - pdf.left;
  await drawImageBox(pdf, photo, { x: photoX, top, ...PHOTO }, photoMissing);
  pdf.y -= pdf.drawLines(pdf.wrap(company.legalName, beside, { size: 13, bold: true }), pdf.left, pdf.y, {
    size: 13,
    bold: true,
    color: colors.brand,
  });
  const address = messagesFor(locale).site.company.address;
  for (const line of [address, `${company.email} · ${company.phone}`]) {
    pdf.y -= pdf.drawLines(pdf.wrap(line, beside, { size: 8 }), pdf.left, pdf.y, { size: 8, color: colors.muted });
  }
  pdf.y -= 8;
  pdf.y -= pdf.drawLines([title], pdf.left, pdf.y, { size: 16, bold: true });
  pdf.y -= 2;
  pdf.fields(fields, { width: beside, labelWidth: 110 });
  pdf.y = Math.min(pdf.y, top - PHOTO.height);
}
