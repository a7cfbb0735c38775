import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import {
  activeCategory,
  type ArticleQuery,
  ARTICLES_PER_PAGE,
  articleSearchString,
  changed,
  PAGE_CATEGORIES,
  type PageCategory,
  pageCountOf,
  SEARCH_DEBOUNCE_MS,
  shownPage,
  SKELETON_CARDS,
  startOf,
  TAG_FACET_SIZE,
  toggleTag,
} from "~/domain/articles/article-search";
import { listArticles } from "~/services/content/client.server";
import { log } from "~/services/log.server";

import { type ArticleCardView, articleCardView } from "./card-view.server";
import { searchArticles } from "./search-client.server";
import type { ArticleSearchResponse } from "./search-contract";
import { articleIdsMatching } from "./text-search.server";

/**
 * Article search's page (spec 002 §2 §4 §7 §8 §9; decision 0034): one GET
 * form, its state in the URL. The text goes to the search module (through
 * ./text-search.server.ts), the rest to the content service's article search.
 * When the tab asked for has no results, the first one with results becomes
 * active. A failing search is the results' error state; the page stays 200.
 */
export interface ArticleSearchView {
  basePath: string;
  query: ArticleQuery;
  /** Each tab with its count and link (page reset); `active` is the one shown. */
  tabs: { id: PageCategory; label: string; href: string; count: number }[];
  active: PageCategory;
  /** Said when the tab asked for had nothing and another became active. */
  fallback: string | null;
  tags: { id: string; label: string; count: number; checked: boolean; href: string }[];
  results:
    | { state: "list"; cards: ArticleCardView[]; count: string; page: number; pageCount: number }
    | { state: "empty" }
    | { state: "error"; retry: string };
  resetHref: string | null;
  behaviour: { debounceMs: number; skeletonCards: number };
}

async function run(
  locale: Locale,
  query: ArticleQuery,
  ids: string[] | null,
  category: PageCategory,
  page: number,
): Promise<ArticleSearchResponse> {
  return searchArticles({
    locale,
    tags: query.tags,
    category,
    ids,
    start: startOf(page),
    size: ARTICLES_PER_PAGE,
    tagFacetSize: TAG_FACET_SIZE,
  });
}

export async function articleSearchView(
  t: TFunction,
  locale: Locale,
  basePath: string,
  query: ArticleQuery,
): Promise<ArticleSearchView> {
  const link = (q: ArticleQuery) => `${basePath}${articleSearchString(q)}`;
  const requested = query.category ?? PAGE_CATEGORIES[0];
  const base = {
    basePath,
    query,
    resetHref: query.q || query.tags.length || query.category ? basePath : null,
    behaviour: { debounceMs: SEARCH_DEBOUNCE_MS, skeletonCards: SKELETON_CARDS },
  };
  let response: ArticleSearchResponse;
  let active: PageCategory = requested;
  let labels = new Map<string, string>();
  try {
    const [ids, list] = await Promise.all([articleIdsMatching(locale, query.q), listArticles(locale)]);
    labels = new Map(list.articles.flatMap((card) => card.tags.map((tag) => [tag.id, tag.label] as const)));
    response = await run(locale, query, ids, requested, query.page);
    active = activeCategory(query.category, response.facets.page_category);
    if (active !== requested) response = await run(locale, query, ids, active, 1);
    // A page past the last one (results got fewer): the last page instead.
    const page = active === requested ? shownPage(query.page, response.total) : 1;
    if (page !== query.page && active === requested) response = await run(locale, query, ids, active, page);
  } catch (error) {
    log("warn", "article search failed", { locale, reason: (error as Error).message });
    return {
      ...base,
      tabs: PAGE_CATEGORIES.map((id) => ({
        id,
        label: t(`tabs.${id}`),
        href: link(changed(query, { category: id })),
        count: 0,
      })),
      active,
      fallback: null,
      tags: [],
      results: { state: "error", retry: link(query) },
    };
  }
  const countOf = (id: string) => response.facets.page_category.find((b) => b.value === id)?.count ?? 0;
  const page = active === requested ? shownPage(query.page, response.total) : 1;
  return {
    ...base,
    tabs: PAGE_CATEGORIES.map((id) => ({
      id,
      label: t(`tabs.${id}`),
      href: link(changed(query, { category: id })),
      count: countOf(id),
    })),
    active,
    fallback:
      active !== requested
        ? t("results.fallback", { asked: t(`tabs.${requested}`), shown: t(`tabs.${active}`) })
        : null,
    tags: response.facets.tag_ids
      .filter((bucket) => labels.has(bucket.value))
      .map((bucket) => ({
        id: bucket.value,
        label: labels.get(bucket.value)!,
        count: bucket.count,
        checked: query.tags.includes(bucket.value),
        href: link(toggleTag({ ...query, category: query.category }, bucket.value)),
      }))
      // Chosen tags stay listed (and can be unticked) even when the category has none of them.
      .concat(
        query.tags
          .filter((id) => !response.facets.tag_ids.some((b) => b.value === id) && labels.has(id))
          .map((id) => ({ id, label: labels.get(id)!, count: 0, checked: true, href: link(toggleTag(query, id)) })),
      ),
    results:
      response.total === 0
        ? { state: "empty" }
        : {
            state: "list",
            cards: response.results.map((card) => articleCardView(t, locale, card)),
            count: t("results.count", { count: response.total }),
            page,
            pageCount: pageCountOf(response.total),
          },
  };
}
