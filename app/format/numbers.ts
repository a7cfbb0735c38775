import { countryOf, type Locale } from "~/countries";

/**
 * Every figure the portal shows is written here, in the grower's locale (Intl): grouping and decimal marks, the
 * country's currency, compact chart ticks. Nothing outside app/format constructs an Intl formatter (the lint's
 * `no-restricted-syntax` rule), so a figure reads the same on every page, CSV and test.
 *
 * A value is a number, a bigint, or a plain decimal string ("1234.5678"): Intl formats decimal strings exactly, so
 * the loyalty figures held as BigInt hundredths or exact fractions lose no digit on the way to the page.
 */
export type Figure = number | bigint | string;

// Building an Intl.NumberFormat costs far more than using one: pages format hundreds of figures with a handful of
// option sets, so each (locale, options) pair is built once per process.
const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

// TypeScript's lib types format() as number | bigint; the engines we run (Node 20+, current browsers) take a decimal
// string too and format it without going through a double.
const write = (format: Intl.NumberFormat, value: Figure) => format.format(value as number | bigint);

/** A number with exactly `fractionDigits` decimals (up to 2 when not given): 1234.5 → "1.234,50" in es-AR. */
export function formatNumber(locale: string, value: Figure, fractionDigits?: number): string {
  return write(
    numberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits ?? 2 }),
    value,
  );
}

/** A number with at most `maxFractionDigits` decimals and no trailing zeros: 8.7 → "8,7", 8.18765 (4) → "8,1877" in es-AR. */
export function formatUpTo(locale: string, value: Figure, maxFractionDigits: number): string {
  return write(numberFormat(locale, { maximumFractionDigits: maxFractionDigits }), value);
}

/**
 * A decimal string with every decimal it has, never rounded: "9.99995" → "9,99995" in pt-BR. A breakdown whose
 * values were rounded could read "20 × 0,5 = 10 → 9". Twenty decimals is Intl's limit and more than any exact
 * figure of the portal carries.
 */
export function formatExact(locale: string, decimal: string): string {
  return write(numberFormat(locale, { maximumFractionDigits: 20 }), decimal);
}

/**
 * A percentage, the figure given in percent (2.5 → "2,5%" in es-AR and pt-BR, "2.5%" in en-US), up to two decimals:
 * the one way the portal writes a share, so a lot's germination, doubles, failures and pure seed, or a credit's
 * consumed part, read alike wherever they are shown.
 */
export function formatPercentage(locale: string, percent: number): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}

/** A whole number with its sign, "+" or a true minus ("−", not a hyphen), and none for zero: −5 → "−5", 1200 → "+1.200". */
export function formatSignedWhole(locale: string, value: number): string {
  return numberFormat(locale, { maximumFractionDigits: 0, signDisplay: "exceptZero" }).format(value).replace("-", "−");
}

/** A short form for chart ticks: 85000 → "85 k" in es-AR, "85K" in en-US. */
export function formatCompact(locale: string, value: number, maxFractionDigits = 1): string {
  return numberFormat(locale, { notation: "compact", maximumFractionDigits: maxFractionDigits }).format(value);
}

/** An amount of money in the locale's country currency and style: 1500 → "$ 1.500,00" in es-AR, "R$ 1.500,00" in pt-BR. */
export function formatMoney(locale: Locale, amount: Figure): string {
  return write(numberFormat(locale, { style: "currency", currency: countryOf(locale).currency }), amount);
}

/** The sign the locale writes its country's currency with: "$" in es-AR and en-US, "R$" in pt-BR. */
export function currencySymbol(locale: Locale): string {
  const parts = numberFormat(locale, { style: "currency", currency: countryOf(locale).currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")!.value;
}

/** The marks a locale writes numbers with: "." and "," in pt-BR and es-AR, "," and "." in en-US and es-US. */
export interface NumberMarks {
  group: string;
  decimal: string;
}

export function numberMarks(locale: string): NumberMarks {
  const parts = numberFormat(locale, {}).formatToParts(1_234_567.5);
  return {
    group: parts.find((part) => part.type === "group")?.value ?? ",",
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
  };
}
