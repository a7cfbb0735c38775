import { data } from "@remix-run/node";

import type { Locale } from "~/countries";
import { notFound } from "~/render/http-errors";
import { getPage, listPagePaths } from "~/services/content/client.server";
import { type Page, pagePath } from "~/services/content/contract";
import { log } from "~/services/log.server";

/** How long a grower is asked to wait before trying a published page again while the content service is down. */
const RETRY_AFTER_SECONDS = 60;

/** The content path of an address under a locale: "/es-ar/campana-de-siembra/" → "/campana-de-siembra". */
export function contentPathOf(pathname: string, locale: Locale): string {
  const rest = pathname.slice(locale.length + 1).replace(/\/+$/, "");
  return rest === "" ? "/" : rest;
}

/**
 * The page the content service publishes at `path`, or the answer the catch-all
 * throws (decision 0032): nothing published there is the locale's 404; the
 * service failing (with no copy in the cache, not even a stale one) is a 404
 * only when the service's list of paths (cached) says the path is not
 * published. Otherwise the portal does not know (issue 26): a 503 with
 * Retry-After that no cache keeps, so an outage never becomes a cached 404
 * and a search engine does not drop the page.
 */
export async function publishedPage(locale: Locale, path: string): Promise<Page> {
  if (!pagePath.safeParse(path).success) throw notFound();
  let page: Page | null;
  try {
    page = await getPage(locale, path);
  } catch (error) {
    const published = await listPagePaths(locale).then(
      (paths) => paths.includes(path),
      () => null,
    );
    log("warn", "content page unavailable", { path, published, reason: (error as Error).message });
    if (published === false) throw notFound();
    throw data(null, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
  }
  if (!page) throw notFound();
  return page;
}
