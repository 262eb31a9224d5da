import "server-only";

// CSV for spreadsheets: RFC 4180 quoting, CRLF rows, a UTF-8 byte order mark so Excel reads
// Hindi and the rupee sign correctly, and formula injection neutralised: a cell that starts
// with = + - @ TAB or CR is prefixed with ' so Excel or Sheets shows it as text, never runs it.

export const CSV_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}

/**
 * A streamed CSV body: the header first, then each batch that `next` returns until it returns
 * an empty one. Batches are fetched only as the client reads, so memory stays flat.
 */
export function csvStream(header: string[], next: () => Promise<unknown[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
    },
    async pull(controller) {
      const rows = await next();
      if (rows.length === 0) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(rows.map(csvRow).join("")));
    },
  });
}
