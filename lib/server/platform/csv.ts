import "server-only";

import { istDateKey } from "@/lib/dates";
import { log } from "@/lib/server/platform/log";

// CSV for spreadsheets: RFC 4180 quoting, CRLF rows, a UTF-8 byte order mark so Excel reads
// Hindi and the rupee sign correctly, and formula injection neutralised: a cell that starts
// with = + - @ TAB or CR is prefixed with ' so Excel or Sheets shows it as text, never runs it.
// Every export streams: rows are read in batches as the client reads, so memory stays flat.

export const CSV_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  // Quoted also when it starts or ends with a space, which some readers would otherwise trim.
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}

export type CsvExport<Row> = {
  /** Names the log lines: "<name>.done" with the row count, "<name>.failed". */
  name: string;
  header: string[];
  cells: (row: Row) => unknown[];
  batchSize: number;
  /**
   * The rows after `last` (null for the first batch; `written` rows so far), at most batchSize,
   * in export order. A batch shorter than batchSize is the last one.
   */
  nextBatch: (last: Row | null, written: number) => Promise<Row[]>;
  /** Runs once after the last row, before the stream closes (e.g. completing the audit entry). */
  onDone?: (rows: number) => Promise<void>;
};

/** The CSV body: BOM and header first, then one batch per read until a short batch ends it. */
export function csvStream<Row>(spec: CsvExport<Row>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: Row | null = null;
  let rows = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(spec.header)));
    },
    async pull(controller) {
      try {
        const batch = await spec.nextBatch(last, rows);
        if (batch.length > 0) {
          controller.enqueue(encoder.encode(batch.map((row) => csvRow(spec.cells(row))).join("")));
          rows += batch.length;
          last = batch[batch.length - 1];
        }
        if (batch.length < spec.batchSize) {
          await spec.onDone?.(rows);
          log.info(`${spec.name}.done`, { rows });
          controller.close();
        }
      } catch (error) {
        // The client sees a cut-off download; the log says where and why.
        log.error(`${spec.name}.failed`, { rows, error: error instanceof Error ? error.message : String(error) });
        controller.error(error);
      }
    },
  });
}

/** The download: `<name>_<today's Indian date>.csv` as an attachment. */
export function csvResponse(stream: ReadableStream<Uint8Array>, name: string, now = new Date()): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}_${istDateKey(now)}.csv"`,
    },
  });
}
