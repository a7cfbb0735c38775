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

function csvText(value: string, separator = CSV_SEPARATOR): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) || safe !== safe.trim()
    ? `"${safe.replace(/"/g, '""')}"`
    : safe;
}

export function csvCell(value: CsvCell, separator = CSV_SEPARATOR): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return csvText(value, separator);
}

/** `separator`: the semicolon, or the comma where the comma is not the decimal mark (the field export in the US). */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  separator = CSV_SEPARATOR,
): string {
  const lines = [
    header.map((h) => csvText(h, separator)),
    ...rows.map((row) => row.map((c) => csvCell(c, separator))),
  ].map((cells) => cells.join(separator));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
