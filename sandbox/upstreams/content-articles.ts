import express from "express";

import { type ArticleSearchResponse, readArticleSearchParams } from "../../app/articles/search-contract";
import { ARTICLES } from "../data/content";
import { articleDate } from "../data/content/article-date";
import type { SandboxArticle } from "../data/content/types";

/**
 * The content service's article search (app/articles/search-contract.ts;
 * decision 0034), mounted by ./content.ts before its /articles/{slug}:
 *
 *   GET /content/article-search?locale&tag…&category&ids&start&size&tagFacetSize
 *
 * Like a cloud search index: tags OR-grouped, the page category, the ids the
 * portal's text search matched; sorted by date, newest first; facets on the
 * page category and the tag ids. Dates are days before the day the sandbox started.
 */

function cardOf({ body: _body, locale, daysAgo, ...card }: SandboxArticle) {
  return { ...card, date: articleDate(daysAgo, locale) };
}

function buckets(values: string[], size = Number.POSITIVE_INFINITY) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, size);
}

export function articleSearchRouter(): express.Router {
  const router = express.Router();
  router.get("/article-search", (req, res) => {
    const parsed = readArticleSearchParams(new URL(req.originalUrl, "http://sandbox").searchParams);
    if (!parsed.success)
      return void res.status(400).json({ message: "Bad article search", issues: parsed.error.issues });
    const { locale, tags, category, ids, start, size, tagFacetSize } = parsed.data;
    const matched = ids ? new Set(ids) : null;
    const inText = ARTICLES.filter((a) => a.locale === locale && (!matched || matched.has(a.id)));
    const hasTag = (a: SandboxArticle) => tags.length === 0 || a.tags.some((tag) => tags.includes(tag.id));
    const inCategory = (a: SandboxArticle) => a.pageCategory === category;
    const results = inText
      .filter((a) => hasTag(a) && inCategory(a))
      .map((a) => cardOf(a))
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
    const body: ArticleSearchResponse = {
      results: results.slice(start, start + size),
      total: results.length,
      facets: {
        page_category: buckets(inText.filter(hasTag).map((a) => a.pageCategory)),
        tag_ids: buckets(
          inText.filter(inCategory).flatMap((a) => a.tags.map((tag) => tag.id)),
          tagFacetSize,
        ),
      },
      cursor: start + size < results.length ? start + size : null,
    };
    res.json(body);
  });
  return router;
}
