import { z } from "zod";

import { PAGE_CATEGORIES } from "~/domain/articles/article-search";
import { articleCard } from "~/services/content/contract";

/**
 * Article search in the content service (spec 002 §3 §7; decision 0034),
 * shared by the portal's client and the sandbox:
 *
 *   GET /content/article-search?locale=es-AR&tag=soy&tag=corn&category=News
 *       &ids=a,b&start=9&size=9&tagFacetSize=1000
 *
 * Filters: tags OR-grouped, the page category, and (when the grower typed a
 * text) the ids the search module matched. Sorted by date, newest first.
 * Facets: page_category counts every category under the other filters (the
 * tabs' counts); tag_ids counts every tag within the category and text (so a
 * chosen tag never hides the others). The cursor is the next page's start, or
 * null on the last page.
 */
const articleSearchRequest = z.object({
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  tags: z.array(z.string().min(1)).max(20),
  category: z.enum(PAGE_CATEGORIES),
  /** The text match's ids (app/search), or null when there is no text. */
  ids: z.array(z.string().min(1)).max(200).nullable(),
  start: z.number().int().min(0),
  size: z.number().int().min(1).max(50),
  tagFacetSize: z.number().int().min(1).max(1000),
});
export type ArticleSearchRequest = z.infer<typeof articleSearchRequest>;

const bucket = z.object({ value: z.string(), count: z.number().int().min(0) });

export const articleSearchResponse = z.object({
  results: z.array(articleCard),
  total: z.number().int().min(0),
  facets: z.object({ page_category: z.array(bucket), tag_ids: z.array(bucket) }),
  cursor: z.number().int().min(0).nullable(),
});
export type ArticleSearchResponse = z.infer<typeof articleSearchResponse>;

/** The request as a query string (and back, in the sandbox). */
export function articleSearchParams(request: ArticleSearchRequest): URLSearchParams {
  const params = new URLSearchParams({ locale: request.locale, category: request.category });
  for (const tag of request.tags) params.append("tag", tag);
  if (request.ids) params.set("ids", request.ids.join(","));
  params.set("start", String(request.start));
  params.set("size", String(request.size));
  params.set("tagFacetSize", String(request.tagFacetSize));
  return params;
}

export function readArticleSearchParams(params: URLSearchParams) {
  const ids = params.get("ids");
  return articleSearchRequest.safeParse({
    locale: params.get("locale"),
    tags: params.getAll("tag"),
    category: params.get("category"),
    ids: ids === null ? null : ids.split(",").filter(Boolean),
    start: Number(params.get("start") ?? 0),
    size: Number(params.get("size") ?? 9),
    tagFacetSize: Number(params.get("tagFacetSize") ?? 1000),
  });
}
