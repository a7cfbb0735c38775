import type { Currency, Locale } from "~/countries";

/** A number in the locale's grouping and decimal marks: 1234.5 → "1.234,5" in es-AR. */
export function formatNumber(locale: Locale, value: number, fractionDigits?: number): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 2,
  }).format(value);
}

/** An amount of money in the locale's style: 1500 ARS → "$ 1.500,00" in es-AR. */
export function formatCurrency(locale: Locale, amount: number, currency: Currency): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}

/** A number with at most `maxFractionDigits` decimals and no trailing zeros: 8.7 → "8,7", 8.18765 (4) → "8,1877" in es-AR. */
export function formatUpTo(locale: Locale, value: number, maxFractionDigits: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits }).format(value);
}
