import { z } from "zod";

/**
 * What every paged list shares: how the `page` parameter is read and how far
 * a URL may page. One rule for all of them (issue 11):
 *
 *   - a page is a whole number from 1; anything else (missing, "abc", "0",
 *     "-4", "2.5") is page 1, silently: a page number comes from a link, not
 *     from something the grower typed;
 *   - no URL reaches past row MAX_ROWS: the deepest page is the one holding
 *     that row, so the ceiling follows the list's page size (pageCeiling).
 *
 * 10,000 rows is what the history's CSV download carries (100 calls of 100
 * rows), the most the portal ever serves of one list. A page past the last
 * one that exists is each list's own business once it knows its total (the
 * history shows its last page; a "view more" list simply shows everything).
 */
export const MAX_ROWS = 10_000;

/** The deepest page of a list showing `rowsPerPage` rows a page (or a step, for "view more" lists). */
export const pageCeiling = (rowsPerPage: number) => Math.ceil(MAX_ROWS / rowsPerPage);

/** A page number within 1 and the ceiling. */
export const clampPage = (page: number, ceiling: number) => Math.min(Math.max(1, Math.trunc(page)), ceiling);

/** Digits only, and few enough to stay an exact number. */
const PAGE_DIGITS = /^\d{1,9}$/;

/** The `page` parameter of a list whose deepest page is `ceiling`. */
export function pageParam(ceiling: number) {
  return z
    .string()
    .optional()
    .transform((text) => (text && PAGE_DIGITS.test(text) ? clampPage(Number(text), ceiling) : 1));
}
