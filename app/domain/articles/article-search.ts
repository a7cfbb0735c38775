/**
 * Article search by tags (spec 002 §2 §4 §7 §9): a search field, tag facets
 * over tag ids, tabs per page category, 9 per page sorted by date (newest
 * first), 6 skeleton cards while loading, typing debounced 300 ms. The state
 * lives in the URL (decision 0034): `?q=…&tag=…&tag=…&category=News&page=2`,
 * so the form is a plain GET form that works without JavaScript. No zod here:
 * the page's links are built in the browser too (./article-query.ts reads the URL).
 */
export const ARTICLES_PER_PAGE = 9;
export const TAG_FACET_SIZE = 1000;
export const SKELETON_CARDS = 6;
export const SEARCH_DEBOUNCE_MS = 300;
/** The page categories, in the order of their tabs. */
export const PAGE_CATEGORIES = ["News", "Article"] as const;
export type PageCategory = (typeof PAGE_CATEGORIES)[number];
/** More tags than this in one address is not a grower's choice: the rest are ignored. */
export const MAX_TAGS = 20;
export const MAX_QUERY_LENGTH = 100;

export const isPageCategory = (value: unknown): value is PageCategory =>
  PAGE_CATEGORIES.includes(value as PageCategory);

export interface ArticleQuery {
  q: string;
  tags: string[];
  /** The tab asked for; null is the first one. */
  category: PageCategory | null;
  page: number;
}

export const PARAMS = { q: "q", tag: "tag", category: "category", page: "page" } as const;

/** The query string of a state, parameters in a stable order ("" for the bare listing). */
export function articleSearchString(query: ArticleQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set(PARAMS.q, query.q);
  for (const tag of query.tags) params.append(PARAMS.tag, tag);
  if (query.category) params.set(PARAMS.category, query.category);
  if (query.page > 1) params.set(PARAMS.page, String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Any change to the search, the tags or the tab goes back to page 1 (spec 002 §4). */
export function changed(query: ArticleQuery, change: Partial<Omit<ArticleQuery, "page">>): ArticleQuery {
  return { ...query, ...change, page: 1 };
}

/** A tag facet's link: the same search with the tag added, or removed when it was chosen. */
export function toggleTag(query: ArticleQuery, tag: string): ArticleQuery {
  const tags = query.tags.includes(tag) ? query.tags.filter((t) => t !== tag) : [...query.tags, tag];
  return changed(query, { tags });
}

export interface CategoryBucket {
  value: string;
  count: number;
}

/**
 * The tab that shows (spec 002 §4): the one asked for (the first by default);
 * when it has no results, the first category with results becomes active.
 * With no results anywhere, the one asked for stays (its empty state shows).
 */
export function activeCategory(requested: PageCategory | null, buckets: readonly CategoryBucket[]): PageCategory {
  const countOf = (category: PageCategory) => buckets.find((b) => b.value === category)?.count ?? 0;
  const wanted = requested ?? PAGE_CATEGORIES[0];
  if (countOf(wanted) > 0) return wanted;
  return PAGE_CATEGORIES.find((category) => countOf(category) > 0) ?? wanted;
}

/** How many pages `total` results make, 9 a page (at least one: an empty list is one empty page). */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));

/** The page shown: the one asked for, or the last one when the results got fewer. */
export const shownPage = (page: number, total: number) => Math.min(Math.max(1, Math.trunc(page)), pageCountOf(total));

/** The offset of a page's first result (the search's `start`). */
export const startOf = (page: number) => (Math.max(1, Math.trunc(page)) - 1) * ARTICLES_PER_PAGE;
