import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";

import { type Locale, LOCALES } from "~/countries";
import { DOCUMENT_TYPES, LIVE_RESULTS } from "~/domain/search/constants";
import { normalizeQuery } from "~/domain/search/normalize";
import { siteIndexer } from "~/search/site-index.server";
import { log } from "~/services/log.server";

/**
 * GET /api/search?q&locale[&type&size&from] (spec 002 §7: {searchApi}/search
 * with q, type, size, from, locale → {results[]}): the header overlay's live
 * results as JSON, each result as spec 002 §3 names it (type,
 * navigationPath, id, title). An empty or blank query finds nothing (spec 002
 * §5). Public and the same for everyone: a shared cache may keep it a minute.
 */
const params = z.object({
  q: z
    .string()
    .max(200)
    .optional()
    .transform((text) => normalizeQuery(text)),
  locale: z.string().refine((tag): tag is Locale => (LOCALES as readonly string[]).includes(tag)),
  type: z.enum(DOCUMENT_TYPES).optional().catch(undefined),
  size: z.coerce.number().int().min(1).max(20).catch(LIVE_RESULTS),
  from: z.coerce.number().int().min(0).max(10_000).catch(0),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = params.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return Response.json({ message: "locale is required" }, { status: 400, headers: { "cache-control": "no-store" } });
  const { q, locale, type, size, from } = parsed.data;
  if (!q) return Response.json({ results: [], total: 0 }, { headers: { "cache-control": "public, max-age=60" } });
  try {
    const { index } = await siteIndexer.get(locale);
    const found = index.search({ query: q, types: type ? [type] : undefined, from, size });
    return Response.json(
      {
        results: found.hits.map((hit) => ({
          type: hit.type,
          navigationPath: hit.url,
          id: hit.id,
          title: hit.title,
          summary: hit.summary,
        })),
        total: found.total,
      },
      { headers: { "cache-control": "public, max-age=60" } },
    );
  } catch (error) {
    log("error", "live search unavailable", { locale, error: String(error) });
    return Response.json({ message: "Search unavailable" }, { status: 503, headers: { "cache-control": "no-store" } });
  }
}
