// CSV cells for spreadsheets (RFC 4180 quoting). A cell that starts with = + - @ tab or CR would be
// read by Excel/Sheets as a formula (CSV injection), so it is prefixed with an apostrophe.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}

/** UTF-8 byte order mark: Excel then reads the file as UTF-8 (Hindi names stay readable). */
export const CSV_BOM = "\uFEFF";
