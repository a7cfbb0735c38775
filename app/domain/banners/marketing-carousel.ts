/**
 * The marketing carousel (spec 001 §4, 002 §5): an item is shown only between
 * its start and end dates. Both are calendar days (YYYY-MM-DD) and both ends
 * count: an item that starts and ends today is shown all day. A missing date
 * leaves that side open; an item that ends before it starts is never shown.
 */
export interface DatedItem {
  startDate: string | null;
  endDate: string | null;
}

export function isWithinDates(item: DatedItem, today: string): boolean {
  if (item.startDate && item.endDate && item.endDate < item.startDate) return false;
  if (item.startDate && today < item.startDate) return false;
  if (item.endDate && today > item.endDate) return false;
  return true;
}

/** The items to show today, in the upstream's order. */
export function currentItems<T extends DatedItem>(items: readonly T[], today: string): T[] {
  return items.filter((item) => isWithinDates(item, today));
}

/** Spec 001 §9: the carousel moves on every 7,000 ms (never under prefers-reduced-motion). */
export const CAROUSEL_AUTOPLAY_MS = 7_000;
