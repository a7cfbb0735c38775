/**
 * The calculator's money and corn inputs (spec 001 §5): held as an integer in
 * hundredths, at most 23 digits of them. 23 digits are far beyond Number's safe
 * integers, so amounts are BigInts from the moment they are read.
 *
 * A submitted amount means what the grower typed, written the locale's way
 * (pt-BR and es-AR: "1500", "1.500", "1.500,00" and "1500,5" are all read as
 * reais, not cents); with JavaScript the field is tidied with the same reading
 * when the grower leaves it (tidyAmount), so what it shows is what is read. A
 * currency sign and spaces are ignored; anything else that is not a number in
 * the locale's format is refused, never guessed. Leading zeros do not count
 * towards the limit.
 */
import { formatNumber, type NumberMarks } from "~/format/numbers";

export const AMOUNT_MAX_DIGITS = 23;

export type AmountReading =
  | { kind: "empty" }
  | { kind: "ok"; hundredths: bigint; digits: string }
  | { kind: "too-long"; digits: string }
  | { kind: "invalid" };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Reads a submitted amount written the locale's way: whole units, optionally grouped by thousands, and up to two decimals. */
export function readAmount(raw: string | null | undefined, marks: NumberMarks): AmountReading {
  // Spaces (a narrow no-break space groups thousands in some locales) and a leading currency sign are not part of the number.
  const text = (raw ?? "").replace(/[\s\u00a0\u202f]+/g, "").replace(/^(?:R\$|US\$|\$)/, "");
  if (text === "") return { kind: "empty" };
  const group = escapeRegExp(marks.group);
  const decimal = escapeRegExp(marks.decimal);
  const match = new RegExp(`^(\\d+|\\d{1,3}(?:${group}\\d{3})+)(?:${decimal}(\\d{0,2}))?$`).exec(text);
  if (!match) return { kind: "invalid" };
  const whole = match[1].split(marks.group).join("");
  const cents = (match[2] ?? "").padEnd(2, "0");
  const digits = `${whole}${cents}`.replace(/^0+(?=\d)/, "");
  if (digits.length > AMOUNT_MAX_DIGITS) return { kind: "too-long", digits };
  return { kind: "ok", hundredths: BigInt(digits), digits };
}

/**
 * The amount as it is read, shown back the locale's way: "1500", "1.500" and "1.500,00" all become "1.500,00"
 * (pt-BR). Text that is not an amount stays as typed, for the error beside the field. The one reading of the
 * field: the server shows its value back with it, and the browser tidies the field with it when the grower leaves
 * it, so the field never says what the server will not read (issue 26).
 */
export function tidyAmount(raw: string, locale: string, marks: NumberMarks): string {
  const reading = readAmount(raw, marks);
  return reading.kind === "ok" ? formatHundredths(locale, reading.hundredths) : raw;
}

/** What the field keeps of a keystroke: digits and the locale's two marks, nothing else (spec 001 §5: digits only). */
export function amountCharacters(raw: string, marks: NumberMarks): string {
  const allowed = new Set([...marks.group, ...marks.decimal]);
  return [...raw].filter((c) => (c >= "0" && c <= "9") || allowed.has(c)).join("");
}

/** Hundredths as a plain decimal string with two places: 150000n → "1500.00". Exact for any size. */
export function hundredthsToDecimal(hundredths: bigint): string {
  const negative = hundredths < 0n;
  const abs = negative ? -hundredths : hundredths;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${units}.${cents}`;
}

/**
 * Hundredths written the locale's way with two decimals and no currency sign:
 * 150000000n → "1.500.000,00" (pt-BR, es-AR), "1,500,000.00" (en-US).
 * Intl formats decimal strings exactly, so 23 digits lose nothing.
 */
export function formatHundredths(locale: string, hundredths: bigint): string {
  return formatNumber(locale, hundredthsToDecimal(hundredths), 2);
}
