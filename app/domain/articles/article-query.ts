import { z } from "zod";

import { pageCeiling, pageParam } from "~/domain/paging";

import {
  type ArticleQuery,
  ARTICLES_PER_PAGE,
  isPageCategory,
  MAX_QUERY_LENGTH,
  MAX_TAGS,
  PARAMS,
} from "./article-search";

/**
 * Article search's URL, read once with `readQuery` (decision 0023). Forgiving:
 * an unknown category or a bad page reads as the default, never an error page.
 */
export const articleQuerySchema = z
  .object({
    [PARAMS.q]: z.string().optional(),
    // An empty tag (`tag=`) reads as absent, not as an error.
    [PARAMS.tag]: z.array(z.string().optional()).optional(),
    [PARAMS.category]: z.string().optional(),
    [PARAMS.page]: pageParam(pageCeiling(ARTICLES_PER_PAGE)),
  })
  .transform((fields): ArticleQuery => ({
    q: (fields.q ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH),
    tags: [...new Set((fields.tag ?? []).map((t) => t?.trim() ?? "").filter(Boolean))].slice(0, MAX_TAGS),
    category: isPageCategory(fields.category) ? fields.category : null,
    page: fields.page,
  }));
