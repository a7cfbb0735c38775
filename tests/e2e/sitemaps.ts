import type { APIRequestContext } from "@playwright/test";

import { enabledSections, type Locale, localePrefix } from "../../app/countries";
import { expect } from "./fixtures";
import { oneOfEachTemplate } from "./page-templates";

// A locale's sitemap read as a crawler reads it, for the specs that sweep the whole site.

/** One <url> of a sitemap: its absolute address, its hreflang alternates (x-default among them) and its lastmod. */
export interface SitemapEntry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
  lastmod: string | null;
}

const unescapeXml = (text: string) => text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** The sitemap's entries in its order: the home, the landing pages, then the detail pages. */
export async function sitemapEntriesOf(request: APIRequestContext, locale: Locale): Promise<SitemapEntry[]> {
  const sitemap = await request.get(`/${localePrefix(locale)}/sitemap.xml`);
  expect(sitemap.status(), `${locale} sitemap`).toBe(200);
  const entries = [...(await sitemap.text()).matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: unescapeXml(/<loc>([^<]+)<\/loc>/.exec(url!)?.[1] ?? ""),
    alternates: [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({
      hreflang: m[1]!,
      href: unescapeXml(m[2]!),
    })),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(url!)?.[1] ?? null,
  }));
  expect(entries.length, `${locale} sitemap lists pages`).toBeGreaterThanOrEqual(4);
  return entries;
}

/** The sitemap's addresses (path and query) in its order: the home, the landing pages, then the detail pages. */
export async function sitemapOf(request: APIRequestContext, locale: Locale): Promise<string[]> {
  return (await sitemapEntriesOf(request, locale)).map(({ loc }) => {
    const url = new URL(loc);
    return `${url.pathname}${url.search}`;
  });
}

/** One page of each template in the locale's sitemap (the first, in the sitemap's order). */
export async function representatives(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const sectionPaths = enabledSections(locale).map(({ path }) => path);
  const pages = oneOfEachTemplate(await sitemapOf(request, locale), sectionPaths);
  // Never an empty sweep: the home, the landing pages and at least one detail page (a product).
  expect(pages[0]).toBe(`/${localePrefix(locale)}`);
  expect(pages.some((path) => path.split("/").length > 3)).toBe(true);
  return pages;
}
