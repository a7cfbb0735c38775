/**
 * Market quotations (spec 001 §4 §5 §8): the value shown is the floor of the
 * quote, in the currency and per the unit the market quotes it in ("$ 312.450/t",
 * "R$ 71/saca de 60 kg": a bare "312.450" says neither); the date is the quote's
 * day in es-AR style in UTC, or '---' when the market did not give one
 * (app/format/finance.ts writes them).
 */

/**
 * What a quote is per, as the market answers it (decision 0055): a tonne (Rosario's grains), a 60 or 50 kg sack
 * (Brazil's soybeans, corn, coffee; rice), an arroba of 15 kg (Brazil's cotton and cattle), a kilogram (live cattle
 * in Cañuelas), a gram or a troy ounce (gold), a barrel (oil), a pound, a bushel (Chicago), and one or a hundred
 * dollars or euros (a currency quoted in the country's own; a hundred where one would floor to a bare digit).
 */
export const QUOTE_UNITS = [
  "t",
  "sack-60kg",
  "sack-50kg",
  "arroba",
  "kg",
  "g",
  "troy-oz",
  "barrel",
  "lb",
  "bushel",
  "usd",
  "usd-100",
  "eur",
  "eur-100",
] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];

/**
 * The default ticker list (spec 002 §9): the markets the bar shows a visitor and a grower who has chosen nothing.
 * Each country's finance upstream offers them in its own markets and words, beside others a grower may add.
 */
export const DEFAULT_TICKERS = [
  "cotton",
  "rice",
  "coffee",
  "corn",
  "soybean",
  "wheat",
  "dollar",
  "euro",
  "gold",
  "oil",
  "live-cattle",
] as const;
export type DefaultTicker = (typeof DEFAULT_TICKERS)[number];

/** What the widget writes when a quotation has no date. */
export const MISSING_DATE = "---";

/** The quote shown: its floor (312450.75 → 312450). */
export function quoteValue(tipoCotizacion: number): number {
  return Math.floor(tipoCotizacion);
}

/** A quotation's instant, or null when it has none or it is not a date. */
export function quoteInstant(fecha: string | null | undefined): Date | null {
  if (!fecha) return null;
  const date = new Date(fecha);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface Item {
  itemId: string;
  checked: boolean;
}

/** The bar shows the items the grower keeps checked, in the list's order. */
export function shownItems<T extends Item>(groups: readonly { items: readonly T[] }[]): T[] {
  return groups.flatMap((group) => group.items.filter((item) => item.checked));
}

/** The list as it reads once an item's toggle is saved: only that item changes. */
export function withChoice<G extends { items: readonly Item[] }>(
  groups: readonly G[],
  itemId: string,
  checked: boolean,
): G[] {
  return groups.map((group) => ({
    ...group,
    items: group.items.map((item) => (item.itemId === itemId ? { ...item, checked } : item)),
  }));
}
