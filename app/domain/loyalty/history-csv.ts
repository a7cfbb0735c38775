/**
 * The history as CSV (beyond the spec): one row per transaction, the columns
 * the page shows. Separated by semicolons, as spreadsheets in Brazil and
 * Argentina expect (the comma is their decimal mark), with a byte-order mark
 * so accents survive, and CRLF line ends (RFC 4180).
 *
 * Text cells are quoted when they need it; a text cell a spreadsheet would run
 * as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe. Numbers are written as numbers.
 */
const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";

export type CsvCell = string | number | null;

function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return csvText(value);
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(csvText), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
