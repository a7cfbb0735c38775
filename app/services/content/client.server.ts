import type { ZodType } from "zod";

import type { Locale } from "~/countries";
import { env } from "~/env.server";

import { cache, cacheKey } from "../cache.server";
import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import {
  type Article,
  article,
  type ArticleList,
  articleList,
  type Page,
  page,
  type PageListing,
  pagePaths,
} from "./contract";

/**
 * The content service (decision 0032). Everything it publishes is public, the
 * same for every visitor of a locale: cached per locale for 5 minutes (an
 * editor's change shows within minutes) and served stale for a day while the
 * service is down, so a published page outlives an outage. "No such page" is
 * cached too, under the cache's own quota for missing things, so a flood of
 * unknown addresses neither reaches the service nor evicts real pages.
 * Throws UpstreamError.
 */
const UPSTREAM = "content";
export const CONTENT_TTL_MS = 300_000;
const POLICY = { ttlMs: CONTENT_TTL_MS, staleMs: 86_400_000 };

function get<T>(call: string, path: string, schema: ZodType<T>, query: Record<string, string>): Promise<T> {
  const url = new URL(path.replace(/^\//, ""), `${env.CONTENT_API_URL.replace(/\/?$/, "/")}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return http.request({
    upstream: UPSTREAM,
    name: `content-${call}`,
    url,
    schema,
    timeoutMs: 2_000,
    deadlineMs: 3_500,
  });
}

/** null when the service answers 404: nothing published there. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) return null;
    throw error;
  }
}

/** GET /pages?locale&path: the page published at `path` ("/", "/campana-de-siembra"), or null. */
export function getPage(locale: Locale, path: string): Promise<Page | null> {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "page", locale, params: { path } }),
    { ...POLICY, name: "content-page", isMissing: (value: Page | null) => value === null },
    () => orNull(get("page", "/pages", page, { locale, path })),
  );
}

/**
 * GET /pages?locale: the locale's published paths, the translation ids some of them carry and when each was last
 * changed (where each page exists in which locale, and the sitemaps: app/seo/alternates.server.ts).
 */
export function listPublishedPages(locale: Locale): Promise<PageListing> {
  return cache.get(cacheKey({ upstream: UPSTREAM, call: "paths", locale }), { ...POLICY, name: "content-paths" }, () =>
    get("paths", "/pages", pagePaths, { locale }),
  );
}

/** Every path the locale publishes (tells "down" from "never published" in an outage). */
export async function listPagePaths(locale: Locale): Promise<readonly string[]> {
  return (await listPublishedPages(locale)).paths;
}

/** GET /articles?locale: the locale's article cards, newest first. */
export function listArticles(locale: Locale): Promise<ArticleList> {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "articles", locale }),
    { ...POLICY, name: "content-articles" },
    () => get("articles", "/articles", articleList, { locale }),
  );
}

/** GET /articles/{slug}?locale: one article with its body, or null. */
export function getArticle(locale: Locale, slug: string): Promise<Article | null> {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "article", locale, params: { slug } }),
    { ...POLICY, name: "content-article", isMissing: (value: Article | null) => value === null },
    () => orNull(get("article", `/articles/${encodeURIComponent(slug)}`, article, { locale })),
  );
}
