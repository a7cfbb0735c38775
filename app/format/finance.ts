import { MISSING_DATE, quoteInstant, quoteValue } from "~/domain/finance/quotation";

import { formatUpTo } from "./numbers";

/**
 * The finance widgets' figures (spec 001 §5): a market quotation's floored value and its date, always written
 * dd/mm/yyyy as es-AR writes it and in UTC (the market's day, whatever the grower's zone), '---' without one;
 * amounts in the record's currency (ARS or USD, not the country's). Percentages are numbers.ts's.
 */
const pad = (n: number) => String(n).padStart(2, "0");

/** dd/mm/yyyy of the quote's UTC day, as es-AR writes a date (spec 001 §5), or '---'. */
export function formatQuoteDate(fecha: string | null | undefined): string {
  const instant = quoteInstant(fecha);
  if (!instant) return MISSING_DATE;
  return `${pad(instant.getUTCDate())}/${pad(instant.getUTCMonth() + 1)}/${instant.getUTCFullYear()}`;
}

/** The quote's day as a machine reads it (`<time datetime>`), or null without one. */
export function quoteIsoDate(fecha: string | null | undefined): string | null {
  return quoteInstant(fecha)?.toISOString().slice(0, 10) ?? null;
}

/** The floor of a quote in its currency, in the locale's writing: 312450.75 ARS → "$ 312.450" in es-AR. */
export function formatQuote(locale: string, quote: { tipoCotizacion: number; moneda: string }): string {
  return formatAmount(locale, quote.moneda, quoteValue(quote.tipoCotizacion));
}

const formats = new Map<string, Intl.NumberFormat>();

function cached(key: string, build: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

/** An amount in a given currency, whole units: 1500000 ARS → "$ 1.500.000" in es-AR, "US$ 30.000" for USD. */
export function formatAmount(locale: string, currency: string, amount: number): string {
  return cached(
    `${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }),
  ).format(amount);
}

/** An exchange rate with its decimals: 1045.75 → "1.045,75". */
export function formatRate(locale: string, rate: number): string {
  return formatUpTo(locale, rate, 4);
}
