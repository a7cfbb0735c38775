import { type Locale, localePrefix } from "../../app/countries";
import { allowServerErrors, expect, test } from "./fixtures";
import { type CrawledPage, type Link, not200, type SiteCrawl, siteCrawl } from "./site-crawl";
import { itemsOf, structuredDataFaults, urlsIn } from "./structured-data-rules";
import { RAW_HTTP } from "./support";

/**
 * What search engines read, over every page of every locale's sitemap (issue 27): the addresses a page gives them
 * (canonical, hreflang, x-default, og:image, the URLs inside its JSON-LD, its language switch) answer 200 with no
 * redirect; hreflang clusters hold together across pages and agree with the sitemaps; every JSON-LD block carries
 * what its type requires (./structured-data-rules.ts) and each template publishes what it shows; titles tell a
 * locale's pages apart. Raw HTTP only, crawled once per worker (./site-crawl.ts) and read by each test.
 */
// Every sweep of the es-US pages meets the resources page's contact block (see sitemap.spec.ts).
allowServerErrors(/^contact form: the locale has no form defined$/);
// In order, in one worker: the first test crawls, the others read the same crawl.
test.describe.configure({ mode: "default", timeout: 240_000 });

/** A failure's message: how many faults, and the first of them. */
function summary(faults: readonly string[]): string[] {
  const shown = faults.slice(0, 40);
  return faults.length > shown.length ? [...shown, `… and ${faults.length - shown.length} more`] : [...shown];
}

const crawledPages = (crawl: SiteCrawl) => [...crawl.pages.values()].filter((page) => page.status === 200);
const path = (url: string) => new URL(url).pathname;

/** A cluster as a comparable text: its hreflang values and addresses, sorted. */
const clusterKey = (links: readonly Link[]) =>
  links
    .map((link) => `${link.hreflang} ${link.href}`)
    .sort()
    .join("\n");

test(
  "every canonical, hreflang alternate and x-default, in pages and sitemaps, answers 200 without a redirect",
  RAW_HTTP,
  async ({ request }) => {
    const crawl = await siteCrawl(request);
    const uses: { url: string; from: string; what: string }[] = [];
    const faults: string[] = [];
    for (const page of crawl.pages.values()) {
      if (page.status !== 200) {
        faults.push(`${page.status} ${page.url} (listed in the ${page.locale} sitemap)`);
        continue;
      }
      if (page.canonical !== page.url) faults.push(`${page.url}: canonical ${page.canonical}`);
      for (const link of page.alternates)
        uses.push({ url: new URL(link.href, page.url).href, from: path(page.url), what: `hreflang ${link.hreflang}` });
    }
    for (const [locale, entries] of crawl.sitemaps)
      for (const entry of entries)
        for (const link of entry.alternates)
          uses.push({
            url: link.href,
            from: `the ${locale} sitemap's ${path(entry.loc)}`,
            what: `hreflang ${link.hreflang}`,
          });
    expect(uses.length).toBeGreaterThan(1_000);
    test
      .info()
      .annotations.push({ type: "addresses checked", description: `${crawl.pages.size} pages, ${uses.length}` });
    faults.push(...(await not200(request, crawl, uses)));
    expect(summary(faults)).toEqual([]);
  },
);

test(
  "hreflang clusters: each page in its own with one x-default, reciprocal and complete, as the sitemap says",
  RAW_HTTP,
  async ({ request }) => {
    const crawl = await siteCrawl(request);
    const faults: string[] = [];
    const sitemapEntry = new Map([...crawl.sitemaps.values()].flat().map((entry) => [entry.loc, entry]));
    for (const page of crawledPages(crawl)) {
      const own = path(page.url);
      const links = page.alternates.map((link) => ({ ...link, href: new URL(link.href, page.url).href }));
      if (links.length === 0) {
        faults.push(`${own}: no hreflang`);
        continue;
      }
      if (!links.some((link) => link.hreflang === page.locale && link.href === page.url))
        faults.push(`${own}: its cluster does not list itself as ${page.locale}`);
      const values = links.map((link) => link.hreflang);
      if (values.filter((value) => value === "x-default").length !== 1) faults.push(`${own}: not one x-default`);
      if (new Set(values).size !== values.length) faults.push(`${own}: an hreflang value twice`);
      for (const member of links) {
        if (member.hreflang === "x-default" || member.href === page.url) continue;
        const other = crawl.pages.get(member.href);
        if (!other) faults.push(`${own}: its ${member.hreflang} alternate ${path(member.href)} is in no sitemap`);
        else if (
          other.status === 200 &&
          clusterKey(other.alternates.map((l) => ({ ...l, href: new URL(l.href, other.url).href }))) !==
            clusterKey(links)
        )
          faults.push(`${own}: its ${member.hreflang} alternate ${path(member.href)} lists another cluster`);
      }
      const entry = sitemapEntry.get(page.url);
      if (entry && clusterKey(entry.alternates) !== clusterKey(links))
        faults.push(`${own}: the sitemap lists ${entry.alternates.length} alternates, the page ${links.length} others`);
    }
    expect(faults.length + crawledPages(crawl).length).toBeGreaterThan(1_000);
    expect(summary(faults.sort())).toEqual([]);
  },
);

test(
  "the sitemaps date what has a date: an article's lastmod is its JSON-LD's dateModified or datePublished",
  RAW_HTTP,
  async ({ request }) => {
    const crawl = await siteCrawl(request);
    const faults: string[] = [];
    let articles = 0;
    for (const entries of crawl.sitemaps.values())
      for (const entry of entries) {
        if (entry.lastmod !== null && !(Date.parse(entry.lastmod) <= Date.now()))
          faults.push(`${path(entry.loc)}: lastmod ${entry.lastmod}`);
        const page = crawl.pages.get(entry.loc);
        const article = page?.jsonLd
          .flatMap((block) => itemsOf(JSON.parse(block)))
          .find((item) => item["@type"] === "Article" || item["@type"] === "NewsArticle");
        if (!article) continue;
        articles++;
        const date = String(article.dateModified ?? article.datePublished);
        if (entry.lastmod === null || Date.parse(entry.lastmod) !== Date.parse(date))
          faults.push(`${path(entry.loc)}: lastmod ${entry.lastmod}, the article's date ${date}`);
      }
    expect(articles).toBeGreaterThan(50);
    expect(summary(faults)).toEqual([]);
  },
);

test(
  "the language switch goes straight to the same page in the other locale, or to that locale's home",
  RAW_HTTP,
  async ({ request }) => {
    const crawl = await siteCrawl(request);
    const faults: string[] = [];
    const uses: { url: string; from: string; what: string }[] = [];
    for (const page of crawledPages(crawl)) {
      for (const target of page.languageSwitch) {
        const href = new URL(target.href, page.url).href;
        uses.push({ url: href, from: path(page.url), what: `language switch to ${target.hreflang}` });
        const same = page.alternates.find((link) => link.hreflang === target.hreflang);
        const expected = same
          ? new URL(same.href, page.url).href
          : new URL(`/${localePrefix(target.hreflang as Locale)}`, page.url).href;
        if (href !== expected)
          faults.push(`${path(page.url)}: switch to ${target.hreflang} is ${path(href)}, not ${path(expected)}`);
      }
    }
    expect(uses.length).toBeGreaterThan(500);
    faults.push(...(await not200(request, crawl, uses)));
    expect(summary(faults)).toEqual([]);
  },
);

/**
 * What a template must publish by what it shows: a home its site (Organization, WebSite with its search), a trail
 * its BreadcrumbList, a video gallery a VideoObject of the videos it shows. (The weather bulletin's one video, which
 * changes by the day and the visitor's region and has no picture of its own, is not a gallery: decision 0054.)
 */
function templateFaults(page: CrawledPage, items: readonly Record<string, unknown>[]): string[] {
  const types = new Set(items.map((item) => String(item["@type"])));
  const faults: string[] = [];
  if (path(page.url) === `/${localePrefix(page.locale)}`) {
    if (!types.has("Organization")) faults.push("a home without Organization");
    const site = items.find((item) => item["@type"] === "WebSite");
    if ((site?.potentialAction as { "@type"?: string } | undefined)?.["@type"] !== "SearchAction")
      faults.push("a home without WebSite and its SearchAction");
  }
  if (page.showsBreadcrumb && !types.has("BreadcrumbList")) faults.push("a breadcrumb shown, no BreadcrumbList");
  const videos = items.filter((item) => item["@type"] === "VideoObject");
  if (page.playlistIds.length && videos.length === 0) faults.push("a video gallery shown, no VideoObject");
  const shown = [...page.playlistIds, ...page.playerIds];
  for (const video of videos) {
    const address = String(video.embedUrl ?? video.contentUrl);
    if (!shown.some((id) => address.includes(id))) faults.push(`a VideoObject of a video not shown: ${address}`);
  }
  return faults;
}

test(
  "every JSON-LD block parses and carries what its type requires, and each template publishes what it shows",
  RAW_HTTP,
  async ({ request }) => {
    const crawl = await siteCrawl(request);
    const faults: string[] = [];
    const seen = new Map<string, number>();
    for (const page of crawledPages(crawl)) {
      const items: Record<string, unknown>[] = [];
      for (const block of page.jsonLd) {
        const found = structuredDataFaults(block);
        faults.push(...found.map((fault) => `${path(page.url)}: ${fault}`));
        if (found.some((fault) => fault.startsWith("does not parse"))) continue;
        for (const item of itemsOf(JSON.parse(block))) {
          items.push(item);
          seen.set(String(item["@type"]), (seen.get(String(item["@type"])) ?? 0) + 1);
        }
      }
      faults.push(...templateFaults(page, items).map((fault) => `${path(page.url)}: ${fault}`));
    }
    test.info().annotations.push({ type: "JSON-LD items", description: JSON.stringify(Object.fromEntries(seen)) });
    expect([...seen.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(1_000);
    expect(summary(faults.sort())).toEqual([]);
  },
);

test(
  "every address inside JSON-LD, each site search it offers and every og:image answers 200",
  RAW_HTTP,
  async ({ request }) => {
    const crawl = await siteCrawl(request);
    const faults: string[] = [];
    const uses: { url: string; from: string; what: string }[] = [];
    const searches = new Map<string, string>();
    for (const page of crawledPages(crawl)) {
      const from = path(page.url);
      if (page.ogImage) uses.push({ url: new URL(page.ogImage, page.url).href, from, what: "og:image" });
      else faults.push(`${from}: no og:image`);
      for (const block of page.jsonLd) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(block);
        } catch {
          continue; // The test above reports it.
        }
        for (const url of urlsIn(parsed)) {
          // The portal's own addresses are asked; others (a video site, a dealer's own site) cannot be from CI.
          if (new URL(url).origin !== new URL(page.url).origin) {
            if (!url.startsWith("https://")) faults.push(`${from}: JSON-LD links elsewhere without https: ${url}`);
          } else if (url.includes("{search_term_string}")) searches.set(url, from);
          else uses.push({ url, from, what: "an address in its JSON-LD" });
        }
      }
    }
    expect(uses.length).toBeGreaterThan(1_000);
    test
      .info()
      .annotations.push({ type: "addresses checked", description: `${crawl.pages.size} pages, ${uses.length}` });
    faults.push(...(await not200(request, crawl, uses)));
    // A SearchAction's template, filled in, is the site search's results for that term.
    if (searches.size === 0) faults.push("no home offers its site search (a SearchAction)");
    for (const [template, from] of searches) {
      const results = await request.get(template.replace("{search_term_string}", "soja"), { maxRedirects: 0 });
      const title = /<title>([^<]*)<\/title>/.exec(await results.text())?.[1] ?? "";
      if (results.status() !== 200 || !title.startsWith("soja"))
        faults.push(`${from}: its SearchAction gives ${results.status()} "${title}" for "soja"`);
    }
    expect(summary(faults.sort())).toEqual([]);
  },
);

test("no two pages of a locale's sitemap share a title", RAW_HTTP, async ({ request }) => {
  const crawl = await siteCrawl(request);
  const byTitle = new Map<string, string[]>();
  for (const page of crawledPages(crawl)) {
    const key = `${page.locale} ${page.title ?? "(no title)"}`;
    byTitle.set(key, [...(byTitle.get(key) ?? []), path(page.url)]);
  }
  const shared = [...byTitle]
    .filter(([, paths]) => paths.length > 1)
    .map(([title, paths]) => `${title} ×${paths.length}: ${paths.join(", ")}`);
  expect(byTitle.size).toBeGreaterThan(1_000);
  expect(summary(shared)).toEqual([]);
});
