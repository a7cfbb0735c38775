import { z } from "zod";

import { clampPage, MAX_ROWS, pageParam } from "~/domain/paging";

import { type Category, isCategory } from "./categories";
import {
  ALL_CHECKLIST_KEYS,
  BIO_KEY,
  type ChecklistKey,
  checklistKeysOf,
  type FilterState,
  offersBioFilter,
} from "./filters";
import { parseLetter } from "./letters";
import { lastPage } from "./paging";
import { normalizeSearch } from "./search";

/**
 * The catalogue's whole state lives in the URL (issue 3): tab, search, letter,
 * facets, bio switch, brand, view and how many "view more" steps were taken.
 * Reading is forgiving (garbage is ignored, never an error page); building
 * drops defaults so every view has one short canonical address.
 */
type CatalogView = "grid" | "table";

export interface CatalogQuery {
  tab: Category;
  q: string;
  letter: string | null;
  filters: FilterState;
  bio: boolean;
  brand: string | null;
  /** 1 = the first 12 cards; each further page is one "view more" step. */
  page: number;
  view: CatalogView;
}

export const PARAMS = {
  tab: "tab",
  q: "q",
  letter: "letter",
  bio: BIO_KEY,
  brand: "brand",
  page: "page",
  view: "view",
} as const;

/**
 * The deepest "view more" page: the one that shows row MAX_ROWS (the paging
 * rule every list shares, ~/domain/paging). A page past the products there are
 * shows them all.
 */
export const MAX_PAGE = lastPage(MAX_ROWS);
const MAX_VALUES_PER_FILTER = 50;

export const DEFAULT_QUERY: CatalogQuery = {
  tab: "all",
  q: "",
  letter: null,
  filters: {},
  bio: false,
  brand: null,
  page: 1,
  view: "grid",
};

const text = z.string().optional();
const values = z.array(z.string()).optional();

/**
 * The catalogue's parameters as the schema reads them (before the rules that
 * tie them together): kept apart so that a page with more parameters (the
 * brand confirmation) extends the same fields.
 */
export const catalogQueryFields = {
  [PARAMS.tab]: text,
  [PARAMS.q]: text,
  [PARAMS.letter]: text,
  [PARAMS.bio]: text,
  [PARAMS.brand]: text,
  [PARAMS.page]: pageParam(MAX_PAGE),
  [PARAMS.view]: text,
  ...(Object.fromEntries(ALL_CHECKLIST_KEYS.map((key) => [key, values])) as Record<ChecklistKey, typeof values>),
};

type CatalogQueryFields = z.output<z.ZodObject<typeof catalogQueryFields>>;

/**
 * The query from its fields. Forgiving: garbage is ignored, never an error
 * page. Facets belong to their category (a seeds filter means nothing on the
 * crop-protection tab), as does the bio switch; a letter counts only if the
 * locale's bar has it.
 */
export function catalogQueryOf(fields: CatalogQueryFields, locale: string): CatalogQuery {
  const tab: Category = isCategory(fields.tab) ? fields.tab : "all";
  const filters: FilterState = {};
  for (const key of checklistKeysOf(tab)) {
    const chosen = [...new Set((fields[key] ?? []).map((v) => v.trim()).filter(Boolean))].slice(
      0,
      MAX_VALUES_PER_FILTER,
    );
    if (chosen.length) filters[key] = chosen;
  }
  return {
    tab,
    q: normalizeSearch(fields.q),
    letter: parseLetter(fields.letter, locale),
    filters,
    bio: offersBioFilter(tab) && fields.bio === "1",
    brand: fields.brand?.trim() || null,
    page: fields.page,
    view: fields.view === "table" ? "table" : "grid",
  };
}

/** The catalogue's URL (issue 3): one schema, read with conform's parseWithZod. */
export const catalogQuerySchema = (locale: string) =>
  z.object(catalogQueryFields).transform((fields) => catalogQueryOf(fields, locale));

/** The query string for a state ("" for the default view), parameters in a stable order. */
export function catalogSearch(query: CatalogQuery): string {
  const params = new URLSearchParams();
  if (query.tab !== "all") params.set(PARAMS.tab, query.tab);
  if (query.brand) params.set(PARAMS.brand, query.brand);
  if (query.q) params.set(PARAMS.q, query.q);
  if (query.letter) params.set(PARAMS.letter, query.letter);
  for (const key of ALL_CHECKLIST_KEYS) for (const value of query.filters[key] ?? []) params.append(key, value);
  if (query.bio) params.set(PARAMS.bio, "1");
  if (query.view !== "grid") params.set(PARAMS.view, query.view);
  if (query.page > 1) params.set(PARAMS.page, String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The state after a change. Issue 3 / spec 002 §4: changing a filter, the
 * letter, the search or the tab returns to page 1; a new tab drops the facets
 * of the old one; a new brand starts from a clean slate (its products differ).
 */
export type CatalogChange =
  | { kind: "tab"; tab: Category }
  | { kind: "search"; q: string }
  | { kind: "letter"; letter: string | null }
  | { kind: "toggle"; key: ChecklistKey; value: string }
  | { kind: "bio"; on: boolean }
  | { kind: "reset" }
  | { kind: "brand"; brand: string }
  | { kind: "view"; view: CatalogView }
  | { kind: "page"; page: number };

export function changeQuery(query: CatalogQuery, change: CatalogChange): CatalogQuery {
  const first = { ...query, page: 1 };
  switch (change.kind) {
    case "tab":
      return { ...first, tab: change.tab, filters: {}, bio: false };
    case "search":
      return { ...first, q: normalizeSearch(change.q) };
    case "letter":
      return { ...first, letter: change.letter };
    case "toggle": {
      const current = query.filters[change.key] ?? [];
      const next = current.includes(change.value)
        ? current.filter((v) => v !== change.value)
        : [...current, change.value];
      const filters = { ...query.filters };
      if (next.length) filters[change.key] = next;
      else delete filters[change.key];
      return { ...first, filters };
    }
    case "bio":
      return { ...first, bio: change.on && offersBioFilter(query.tab) };
    case "reset":
      return { ...first, filters: {}, bio: false, letter: null };
    case "brand":
      return { ...DEFAULT_QUERY, view: query.view, brand: change.brand };
    case "view":
      return { ...query, view: change.view };
    case "page":
      return { ...query, page: clampPage(change.page, MAX_PAGE) };
  }
}

/** The address of the view after a change, on the catalogue's own path. */
export function hrefForChange(basePath: string, query: CatalogQuery, change: CatalogChange): string {
  return `${basePath}${catalogSearch(changeQuery(query, change))}`;
}

/** Hidden fields that carry the rest of the state through a GET form (search box, facet forms). */
export function hiddenFields(
  query: CatalogQuery,
  omit: readonly (keyof typeof PARAMS | ChecklistKey)[],
): [string, string][] {
  const params = new URLSearchParams(catalogSearch({ ...query, page: 1 }).replace(/^\?/, ""));
  const omitted = new Set<string>(omit);
  return [...params.entries()].filter(([key]) => !omitted.has(key));
}
