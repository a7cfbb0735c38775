import { articleSearchString, PAGE_CATEGORIES, type PageCategory } from "~/domain/articles/article-search";

import type { ArticleSearchView } from "./search-view.server";

/**
 * A page of the same search, in the tab shown (the pagination's links). When
 * another tab became active, its pages name it, so page 2 stays in that tab.
 */
export function pageHref(view: Pick<ArticleSearchView, "basePath" | "query" | "active">, page: number): string {
  const category: PageCategory | null =
    view.query.category === null && view.active === PAGE_CATEGORIES[0] ? null : view.active;
  return `${view.basePath}${articleSearchString({ ...view.query, category, page })}`;
}
