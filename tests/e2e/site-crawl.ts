import type { APIRequestContext } from "@playwright/test";

import { COUNTRIES, type Locale } from "../../app/countries";
import { sitemapEntriesOf, type SitemapEntry } from "./sitemaps";

/**
 * Every page of every locale's sitemap, read once as a crawler reads it (raw HTTP, no redirect followed), for the
 * specs that check what search engines read across the whole site. About 1,550 pages take 20–40 s: the crawl is
 * kept for the worker's later tests, so each property is a test of its own without crawling again.
 */

export interface Link {
  hreflang: string;
  href: string;
}

export interface CrawledPage {
  locale: Locale;
  /** Absolute, as the sitemap lists it. */
  url: string;
  status: number;
  /** Where a redirect pointed, if it was one. */
  location: string | null;
  title: string | null;
  canonical: string | null;
  /** The head's <link rel="alternate" hreflang>, x-default included. */
  alternates: Link[];
  ogImage: string | null;
  /** The text of each application/ld+json script. */
  jsonLd: string[];
  /** The header's language switch: its links to the same page in the country's other locales. */
  languageSwitch: Link[];
  /** A trail of links in the page (a <nav> whose content is an ordered list). */
  showsBreadcrumb: boolean;
  /** The video-site ids a playlist on the page names in its links (a video gallery: `?v=<id>`). */
  playlistIds: string[];
  /** The video-site ids the page's players would play (their privacy-enhanced player's address, `/embed/<id>`). */
  playerIds: string[];
}

export interface SiteCrawl {
  sitemaps: Map<Locale, SitemapEntry[]>;
  pages: Map<string, CrawledPage>;
  /** The answer to an address, without following a redirect: a crawled page's, else asked once with `request`. */
  statusOf(request: APIRequestContext, url: string): Promise<number>;
}

const LOCALES: readonly Locale[] = COUNTRIES.flatMap((c) => c.locales);
/** Requests in flight at once: the portal serves the other worker's tests meanwhile. */
const PARALLEL = 8;

const decode = (text: string) =>
  text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&amp;", "&");

/** A tag's attributes, names in lower case (React writes hrefLang). */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), decode(m[2]!)]));
}

/** What search engines read in one page's HTML. */
function readPage(html: string): Omit<CrawledPage, "locale" | "url" | "status" | "location"> {
  const headEnd = html.indexOf("</head>");
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attributes(m[0]));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attributes(m[0]));
  const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    canonical: links.find((l) => l.rel === "canonical")?.href ?? null,
    alternates: links
      .filter((l) => l.rel === "alternate" && l.hreflang)
      .map((l) => ({ hreflang: l.hreflang!, href: l.href ?? "" })),
    ogImage: metas.find((m) => m.property === "og:image")?.content ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
    languageSwitch: [...header.matchAll(/<a\b[^>]*>/g)]
      .map((m) => attributes(m[0]))
      .filter((a) => a.hreflang)
      .map((a) => ({ hreflang: a.hreflang!, href: a.href ?? "" })),
    showsBreadcrumb: /<nav\b[^>]*>\s*<ol\b/.test(main),
    playlistIds: [...new Set([...main.matchAll(/[?&](?:amp;)?v=([\w-]{11})\b/g)].map((m) => m[1]!))],
    playerIds: [...new Set([...main.matchAll(/\/embed\/([\w-]{11})\b/g)].map((m) => m[1]!))],
  };
}

async function pool<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
    }),
  );
}

async function crawl(request: APIRequestContext): Promise<SiteCrawl> {
  const sitemaps = new Map(
    await Promise.all(LOCALES.map(async (locale) => [locale, await sitemapEntriesOf(request, locale)] as const)),
  );
  const pages = new Map<string, CrawledPage>();
  const targets = [...sitemaps].flatMap(([locale, entries]) => entries.map(({ loc }) => ({ locale, url: loc })));
  await pool(targets, async ({ locale, url }) => {
    const response = await request.get(url, { maxRedirects: 0 });
    const html = response.status() === 200 ? await response.text() : "";
    pages.set(url, {
      locale,
      url,
      status: response.status(),
      location: response.headers().location ?? null,
      ...readPage(html),
    });
  });
  const asked = new Map<string, Promise<number>>();
  const statusOf = (asker: APIRequestContext, url: string) => {
    const crawled = pages.get(url);
    if (crawled) return Promise.resolve(crawled.status);
    if (!asked.has(url))
      asked.set(
        url,
        asker.get(url, { maxRedirects: 0 }).then((r) => r.status()),
      );
    return asked.get(url)!;
  };
  return { sitemaps, pages, statusOf };
}

let crawled: Promise<SiteCrawl> | undefined;

/** The site as a crawler finds it, crawled by the first test of the worker that asks. */
export function siteCrawl(request: APIRequestContext): Promise<SiteCrawl> {
  crawled ??= crawl(request);
  return crawled;
}

/** Each address's answer, asked a few at a time: those that are not 200 (a redirect is not), described. */
export async function not200(
  request: APIRequestContext,
  crawl: SiteCrawl,
  uses: readonly { url: string; from: string; what: string }[],
) {
  const faults: string[] = [];
  const byUrl = new Map<string, { from: string; what: string }[]>();
  for (const use of uses) byUrl.set(use.url, [...(byUrl.get(use.url) ?? []), use]);
  await pool([...byUrl.keys()], async (url) => {
    const status = await crawl.statusOf(request, url);
    if (status === 200) return;
    const [first, ...more] = byUrl.get(url)!;
    faults.push(`${status} ${url} (${first!.what} of ${first!.from}${more.length ? ` and ${more.length} more` : ""})`);
  });
  return faults.sort();
}
