import { z } from "zod";

import { clampPage, pageCeiling, pageParam } from "~/domain/paging";

import { isIsoDay } from "./calendar";

/**
 * The history page's query (spec 001 §2 §5 §7 §9): search (ignored when empty
 * or whitespace), categories from the upstream's list, a date range, the page
 * and the page size (10 by default; 10, 25, 50 or 100). Everything is in the
 * URL, so a filtered view can be linked, reloaded and downloaded.
 */
export const HISTORY_PAGE_SIZES = [10, 25, 50, 100] as const;
export type HistoryPageSize = (typeof HISTORY_PAGE_SIZES)[number];
export const DEFAULT_HISTORY_PAGE_SIZE: HistoryPageSize = 10;
/** The status block's short list: page 1, five rows (spec 001 §7). */
export const RECENT_TRANSACTIONS = 5;
const SEARCH_MAX_LENGTH = 80;

export interface HistoryQuery {
  page: number;
  size: HistoryPageSize;
  categories: string[];
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  search: string | null;
}

/** The date fields' messages: i18n keys of the loyalty namespace. */
const HISTORY_DATE_ERRORS = {
  invalidFrom: "history.dateErrors.invalid-from",
  invalidTo: "history.dateErrors.invalid-to",
  rangeReversed: "history.dateErrors.range-reversed",
} as const;

/** Search text as sent upstream: trimmed and collapsed, or null when nothing is left (spec 001 §5, §7). */
export function searchText(value: string | null | undefined): string | null {
  const text = (value ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH);
  return text === "" ? null : text;
}

/**
 * Text as the history search compares it: without case or accents
 * ("transferencia" finds "Transferência"), and without the dots, dashes,
 * slashes and spaces inside numbers, so an invoice number typed without its
 * dots finds the row ("163722795" finds "163.722.795").
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/(?<=\d)[\s./-]+(?=\d)/g, "");
}

/** Whether the search text is found in a row's text. */
export const matchesSearch = (haystack: string, needle: string) => searchKey(haystack).includes(searchKey(needle));

const CATEGORY_ID = /^[\w-]{1,40}$/;

/** A day typed in a date field: empty is no limit; anything but a real YYYY-MM-DD day is the field's error. */
const day = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const text = (value ?? "").trim();
      if (text === "") return null;
      if (isIsoDay(text)) return text;
      context.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    });

/**
 * The history's URL, one schema (conform's parseWithZod reads it). The page
 * size is one of the four (else 10); the page is a whole number up to the
 * page holding the shared row ceiling at that size (~/domain/paging: 1,000
 * pages of 10, 100 of 100); categories are kept when the upstream's list has
 * them (all well-formed ones when the list could not be read). A date that is
 * not a day, or a range that ends before it starts, is an error on its field:
 * the page shows it there and filters by neither date.
 */
export function historyQuerySchema(knownCategories: readonly string[] | null) {
  return z
    .object({
      size: z
        .string()
        .optional()
        .transform((value) => HISTORY_PAGE_SIZES.find((size) => String(size) === value) ?? DEFAULT_HISTORY_PAGE_SIZE),
      page: pageParam(Number.MAX_SAFE_INTEGER),
      category: z
        .array(z.string())
        .optional()
        .transform((ids) =>
          [...new Set((ids ?? []).filter((id) => CATEGORY_ID.test(id)))].filter(
            (id) => !knownCategories || knownCategories.includes(id),
          ),
        ),
      from: day(HISTORY_DATE_ERRORS.invalidFrom),
      to: day(HISTORY_DATE_ERRORS.invalidTo),
      q: z.string().optional(),
    })
    .superRefine(({ from, to }, context) => {
      if (from && to && from > to)
        for (const path of ["from", "to"])
          context.addIssue({ code: "custom", message: HISTORY_DATE_ERRORS.rangeReversed, path: [path] });
    })
    .transform(({ size, page, category, from, to, q }): HistoryQuery => ({
      page: clampPage(page, pageCeiling(size)),
      size,
      categories: category,
      from,
      to,
      search: searchText(q),
    }));
}

/** The page to show for the page asked: past the last one, the last one (an empty history has one empty page). */
export function pageWithin(page: number, totalPages: number): number {
  return Math.min(page, Math.max(1, totalPages));
}

/** The query as URL parameters (defaults left out), for links, paging and the CSV download. */
export function historyParams(query: HistoryQuery, change: Partial<HistoryQuery> = {}): URLSearchParams {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set("q", next.search);
  for (const id of next.categories) params.append("category", id);
  if (next.from) params.set("from", next.from);
  if (next.to) params.set("to", next.to);
  if (next.size !== DEFAULT_HISTORY_PAGE_SIZE) params.set("size", String(next.size));
  if (next.page > 1) params.set("page", String(next.page));
  return params;
}
