import { FIRST_PAGE_SIZE, LOAD_MORE_CAP, VIEW_MORE_STEP } from "./constants";

/**
 * "View more" paging (issue 3, spec 002 §9): the first page shows the 4 × 3
 * grid (12 cards); each step adds 20; the button's count is what the next
 * step adds, capped at 20.
 */
export function visibleCount(page: number, total: number): number {
  const wanted = FIRST_PAGE_SIZE + VIEW_MORE_STEP * (Math.max(1, Math.trunc(page)) - 1);
  return Math.max(0, Math.min(total, wanted));
}

export function loadMoreCount(visible: number, total: number): number {
  return Math.max(0, Math.min(LOAD_MORE_CAP, VIEW_MORE_STEP, total - visible));
}

/** The page that shows every product (what a "view more" page number can usefully reach). */
export function lastPage(total: number): number {
  return total <= FIRST_PAGE_SIZE ? 1 : 1 + Math.ceil((total - FIRST_PAGE_SIZE) / VIEW_MORE_STEP);
}
