/**
 * The calculator's money and corn inputs (spec 001 §5): digits only, held as
 * an integer in hundredths (the last two digits are the cents), at most 23
 * characters. 23 digits are far beyond Number's safe integers, so amounts are
 * BigInts from the moment they are read.
 *
 * What a grower types is read the way the browser's input mask reads it: every
 * character that is not a digit is dropped ("1.500.000,00" and "150000000" are
 * both R$ 1.500.000,00). Leading zeros do not count towards the limit.
 */

export const AMOUNT_MAX_DIGITS = 23;

export type AmountReading =
  | { kind: "empty" }
  | { kind: "ok"; hundredths: bigint; digits: string }
  | { kind: "too-long"; digits: string };

/** Reads a submitted amount. Nothing but digits survives; an input with no digit at all is empty. */
export function readAmount(raw: string | null | undefined): AmountReading {
  const typed = (raw ?? "").replace(/\D+/g, "");
  if (typed === "") return { kind: "empty" };
  const digits = typed.replace(/^0+(?=\d)/, "");
  if (digits.length > AMOUNT_MAX_DIGITS) return { kind: "too-long", digits };
  return { kind: "ok", hundredths: BigInt(digits), digits };
}

/** What the browser mask keeps of a keystroke's result: digits only, at most 23 of them. */
export function maskDigits(raw: string): string {
  return raw.replace(/\D+/g, "").replace(/^0+(?=\d)/, "").slice(0, AMOUNT_MAX_DIGITS);
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
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    hundredthsToDecimal(hundredths) as unknown as number,
  );
}
