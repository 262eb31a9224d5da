import "server-only";

import { colors, type PdfWriter, type TextStyle } from "@/lib/server/platform/pdf/writer";

/** A table with borders; the header row is repeated on every page the table continues on. */
export function drawTable(
  pdf: PdfWriter,
  columns: { header: string; width: number }[],
  rows: string[][],
  empty = pdf.notProvided,
) {
  if (rows.length === 0) {
    pdf.paragraph(empty, { color: colors.muted });
    return;
  }
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * pdf.width);
  const pad = 4;
  const layout = (cells: string[], style: TextStyle) => {
    const wrapped = cells.map((cell, i) => pdf.wrap(cell || "—", widths[i] - 2 * pad, style));
    const height = Math.max(...wrapped.map((l) => l.length)) * pdf.lineHeight(style.size ?? 9) + 2 * pad;
    return { wrapped, height };
  };
  const header = layout(
    columns.map((c) => c.header),
    { size: 9, bold: true },
  );
  const drawRow = (row: { wrapped: string[][]; height: number }, style: TextStyle, fill?: boolean) => {
    let cx = pdf.left;
    row.wrapped.forEach((lines, i) => {
      pdf.page.drawRectangle({
        x: cx,
        y: pdf.y - row.height,
        width: widths[i],
        height: row.height,
        borderColor: colors.rule,
        borderWidth: 0.6,
        ...(fill ? { color: colors.fill } : {}),
      });
      pdf.drawLines(lines, cx + pad, pdf.y - pad, style);
      cx += widths[i];
    });
    pdf.y -= row.height;
  };
  const body = rows.map((row) => layout(row, { size: 9 }));
  pdf.ensure(header.height + (body[0]?.height ?? 0));
  drawRow(header, { size: 9, bold: true }, true);
  for (const row of body) {
    if (!pdf.fits(row.height)) {
      pdf.newPage();
      drawRow(header, { size: 9, bold: true }, true);
    }
    drawRow(row, { size: 9 });
  }
  pdf.y -= 4;
}
