import type { Locale } from "~/countries";
import { env } from "~/env.server";
import { cache, cacheKey } from "~/services/cache.server";
import { CONTENT_TTL_MS } from "~/services/content/client.server";
import { http } from "~/services/http.server";

import {
  articleSearchParams,
  type ArticleSearchRequest,
  type ArticleSearchResponse,
  articleSearchResponse,
} from "./search-contract";

/**
 * The content service's article search (./search-contract.ts). Results are
 * public and change with a publication: cached like the rest of the content
 * (5 minutes, stale for a day while the service is down), keyed by the whole
 * request. Throws UpstreamError.
 */
export function searchArticles(request: ArticleSearchRequest): Promise<ArticleSearchResponse> {
  const params = articleSearchParams(request);
  return cache.get(
    cacheKey({
      upstream: "content",
      call: "article-search",
      locale: request.locale as Locale,
      params: { q: params.toString() },
    }),
    { ttlMs: CONTENT_TTL_MS, staleMs: 86_400_000, name: "content-article-search" },
    () => {
      const url = new URL("article-search", `${env.CONTENT_API_URL.replace(/\/?$/, "/")}`);
      url.search = params.toString();
      return http.request({
        upstream: "content",
        name: "content-article-search",
        url,
        schema: articleSearchResponse,
        timeoutMs: 2_000,
        deadlineMs: 3_500,
      });
    },
  );
}
