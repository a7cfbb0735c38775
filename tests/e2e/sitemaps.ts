import type { APIRequestContext } from "@playwright/test";

import { enabledSections, type Locale, localePrefix } from "../../app/countries";
import { expect } from "./fixtures";
import { oneOfEachTemplate } from "./page-templates";

// A locale's sitemap read as a crawler reads it, for the specs that sweep the whole site.

/** The sitemap's addresses (path and query) in its order: the home, the landing pages, then the detail pages. */
export async function sitemapOf(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const sitemap = await request.get(`/${localePrefix(locale)}/sitemap.xml`);
  expect(sitemap.status(), `${locale} sitemap`).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!.replaceAll("&amp;", "&")),
  );
  expect(locs.length, `${locale} sitemap lists pages`).toBeGreaterThanOrEqual(4);
  return locs.map((url) => `${url.pathname}${url.search}`);
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
