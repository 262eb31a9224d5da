import "server-only";

import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

import { embedFonts } from "@/lib/server/platform/pdf/fonts";
import { clean, scriptRuns } from "@/lib/server/platform/pdf/text";

// A small writer for printable A4 documents: a cursor that flows down the page and onto the next,
// wrapped text, headings, label/value rows and a footer on every page (table.ts, image.ts and
// qr-code.ts draw the rest). Names in Hindi print as written, shaped by fontkit; a character the
// font lacks prints as an empty box instead of failing the document.

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const TOP = 36;
/** The lowest point content may reach: below it are the footer's rule and line. */
const BOTTOM = 50;

export const colors = {
  text: rgb(0.06, 0.09, 0.16),
  muted: rgb(0.39, 0.45, 0.55),
  rule: rgb(0.8, 0.83, 0.87),
  fill: rgb(0.95, 0.96, 0.97),
  brand: rgb(0.5, 0, 0.125),
  warning: rgb(0.55, 0.33, 0),
};

export type TextStyle = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> };

export class PdfWriter {
  page!: PDFPage;
  /** The top of the next thing drawn on the current page (PDF points, from the bottom). */
  y = 0;
  readonly left = MARGIN;
  readonly right = A4.width - MARGIN;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    /** What an empty field or table says, in the document's language. */
    readonly notProvided: string,
  ) {
    this.newPage();
  }

  static async create(meta: {
    title: string;
    author: string;
    subject?: string;
    language?: string;
    notProvided?: string;
  }) {
    const doc = await PDFDocument.create();
    const { regular, bold } = await embedFonts(doc);
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setAuthor(meta.author);
    doc.setCreator(meta.author);
    if (meta.subject) doc.setSubject(meta.subject);
    doc.setLanguage(meta.language ?? "en-IN");
    return new PdfWriter(doc, regular, bold, meta.notProvided ?? "Not provided");
  }

  get width() {
    return this.right - this.left;
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - TOP;
  }

  /** Whether `height` points still fit on the current page, above the footer. */
  fits(height: number) {
    return this.y - height >= BOTTOM;
  }

  /** Starts a new page unless `height` points still fit. */
  ensure(height: number) {
    if (!this.fits(height)) this.newPage();
  }

  font(style: TextStyle) {
    return style.bold ? this.bold : this.regular;
  }

  lineHeight(size: number) {
    return size * 1.45;
  }

  /** Widths at size 1 by font and text: laying text out is the costly part of a document. */
  private widths = new Map<string, number>();

  private runWidth(run: string, font: PDFFont, size: number): number {
    const key = `${font === this.bold ? "b" : "r"}:${run}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = font.widthOfTextAtSize(run, 1);
      this.widths.set(key, width);
    }
    return width * size;
  }

  /** The width of one line of text. */
  measure(text: string, style: TextStyle = {}): number {
    const font = this.font(style);
    const size = style.size ?? 10;
    return scriptRuns(clean(text)).reduce((width, run) => width + this.runWidth(run, font, size), 0);
  }

  /** One line of text with its baseline at (x, y), on `page` (default: the current one). */
  text(text: string, x: number, y: number, style: TextStyle = {}, page = this.page) {
    const font = this.font(style);
    const size = style.size ?? 10;
    for (const run of scriptRuns(clean(text))) {
      page.drawText(run, { x, y, size, font, color: style.color ?? colors.text });
      x += this.runWidth(run, font, size);
    }
  }

  /** `text` broken into lines no wider than `width`: at spaces, else between characters. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const space = this.measure(" ", style);
    const lines: string[] = [];
    for (const paragraph of clean(text).split(/\r?\n/)) {
      // Words are measured once each and added up (a line's width is its words' and spaces').
      let line = "";
      let lineWidth = 0;
      for (const word of paragraph.split(/ +/)) {
        const wordWidth = this.measure(word, style);
        if (line && lineWidth + space + wordWidth <= width) {
          line = `${line} ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        if (wordWidth <= width) {
          line = word;
          lineWidth = wordWidth;
          continue;
        }
        // A word wider than the line (a long e-mail address) breaks between graphemes, so a
        // Devanagari cluster is never split from its vowel signs.
        line = "";
        for (const { segment } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(word)) {
          if (line && this.measure(line + segment, style) > width) {
            lines.push(line);
            line = "";
          }
          line += segment;
        }
        lineWidth = this.measure(line, style);
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws wrapped lines with their top at `y`; returns the height used. */
  drawLines(lines: string[], x: number, y: number, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    const height = this.lineHeight(size);
    lines.forEach((line, i) => {
      // The baseline sits about 0.3 of the line height above the line's bottom.
      if (line) this.text(line, x, y - (i + 1) * height + height * 0.3, style);
    });
    return lines.length * height;
  }

  /** A paragraph at the cursor, moving it down; it flows onto the next page line by line. */
  paragraph(text: string, style: TextStyle = {}, width = this.width, x = this.left) {
    const height = this.lineHeight(style.size ?? 10);
    for (const line of this.wrap(text, width, style)) {
      this.ensure(height);
      this.y -= this.drawLines([line], x, this.y, style);
    }
  }

  /** A section title with a rule under it; kept on the page with at least `keep` points after it. */
  heading(title: string, keep = 60) {
    this.y -= 10;
    this.ensure(30 + keep);
    this.y -= this.drawLines([title.toUpperCase()], this.left, this.y, { size: 11, bold: true, color: colors.brand });
    this.page.drawLine({
      start: { x: this.left, y: this.y - 1 },
      end: { x: this.right, y: this.y - 1 },
      thickness: 0.8,
      color: colors.brand,
    });
    this.y -= 8;
  }

  /**
   * Label/value rows: labels in a narrow column, values wrapped beside them, a hairline between
   * rows. `pairs` may be laid out in two columns side by side (`columns: 2`).
   */
  fields(
    pairs: [label: string, value: string, bold?: boolean][],
    opts: { x?: number; width?: number; columns?: 1 | 2; labelWidth?: number } = {},
  ) {
    const x = opts.x ?? this.left;
    const width = opts.width ?? this.right - x;
    const columns = opts.columns ?? 1;
    const gap = 16;
    const columnWidth = (width - gap * (columns - 1)) / columns;
    const labelWidth = opts.labelWidth ?? Math.min(130, columnWidth * 0.42);
    const valueWidth = columnWidth - labelWidth - 6;
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs.slice(i, i + columns).map(([label, value, bold]) => ({
        label: this.wrap(label, labelWidth, { size: 9, bold: true }),
        value: this.wrap(value || this.notProvided, valueWidth, { size: 10, bold }),
        bold,
      }));
      const height = Math.max(
        ...row.map((cell) => Math.max(cell.label.length * this.lineHeight(9), cell.value.length * this.lineHeight(10))),
      );
      this.ensure(height + 6);
      row.forEach((cell, column) => {
        const cx = x + column * (columnWidth + gap);
        this.drawLines(cell.label, cx, this.y - 3, { size: 9, bold: true, color: colors.muted });
        this.drawLines(cell.value, cx + labelWidth + 6, this.y - 2, { size: 10, bold: cell.bold });
      });
      this.y -= height + 6;
      this.page.drawLine({
        start: { x, y: this.y },
        end: { x: x + width, y: this.y },
        thickness: 0.4,
        color: colors.rule,
      });
    }
  }

  /** Draws `left` and `right` (e.g. "Page 1 of 3") at the foot of every page. */
  footer(text: (page: number, pages: number) => { left: string; right: string }) {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const { left, right } = text(i + 1, pages.length);
      const y = BOTTOM - 24;
      page.drawLine({
        start: { x: this.left, y: BOTTOM - 12 },
        end: { x: this.right, y: BOTTOM - 12 },
        thickness: 0.5,
        color: colors.rule,
      });
      const style = { size: 8, color: colors.muted };
      this.text(left, this.left, y, style, page);
      this.text(right, this.right - this.measure(right, style), y, style, page);
    });
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
