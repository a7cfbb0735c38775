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
export const SEARCH_MAX_LENGTH = 80;
const MAX_HISTORY_PAGE = 10_000;

export interface HistoryQuery {
  page: number;
  size: HistoryPageSize;
  categories: string[];
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  search: string | null;
}

export type HistoryQueryError = "invalid-from" | "invalid-to" | "range-reversed";

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

export function readHistoryQuery(
  params: URLSearchParams,
  knownCategories: readonly string[] | null,
): { query: HistoryQuery; errors: HistoryQueryError[] } {
  const errors: HistoryQueryError[] = [];
  const sizeParam = Number(params.get("size"));
  const size = (HISTORY_PAGE_SIZES as readonly number[]).includes(sizeParam)
    ? (sizeParam as HistoryPageSize)
    : DEFAULT_HISTORY_PAGE_SIZE;
  const pageParam = params.get("page") ?? "";
  const page = /^\d{1,5}$/.test(pageParam) ? Math.min(Math.max(1, Number(pageParam)), MAX_HISTORY_PAGE) : 1;
  const wanted = [...new Set(params.getAll("category").filter((id) => /^[\w-]{1,40}$/.test(id)))];
  const categories = knownCategories ? wanted.filter((id) => knownCategories.includes(id)) : wanted;
  const day = (name: "from" | "to", error: HistoryQueryError) => {
    const value = (params.get(name) ?? "").trim();
    if (value === "") return null;
    if (isIsoDay(value)) return value;
    errors.push(error);
    return null;
  };
  let from = day("from", "invalid-from");
  let to = day("to", "invalid-to");
  if (from && to && from > to) {
    errors.push("range-reversed");
    from = null;
    to = null;
  }
  return { query: { page, size, categories, from, to, search: searchText(params.get("q")) }, errors };
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
