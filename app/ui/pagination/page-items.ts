/**
 * The page numbers a pagination bar shows: always the first and last page,
 * `siblings` pages each side of the current one, and "gap" where pages are
 * left out. Spec 002 §9: 1 sibling on mobile, 2 otherwise.
 */
export const PAGINATION_SIBLINGS = { mobile: 1, default: 2 } as const;

export type PageItem = number | "gap";

export function pageItems(
  current: number,
  pageCount: number,
  siblings: number = PAGINATION_SIBLINGS.default,
): PageItem[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  const from = Math.max(1, page - siblings);
  const to = Math.min(pageCount, page + siblings);
  const items: PageItem[] = [];
  if (from > 1) {
    items.push(1);
    if (from > 2) items.push(from === 3 ? 2 : "gap");
  }
  for (let n = from; n <= to; n++) items.push(n);
  if (to < pageCount) {
    if (to < pageCount - 1) items.push(to === pageCount - 2 ? pageCount - 1 : "gap");
    items.push(pageCount);
  }
  return items;
}
