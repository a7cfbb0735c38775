import type { APIRequestContext, Browser } from "@playwright/test";

import { COUNTRIES, type Locale, localePrefix } from "../../app/countries";
import { byteFault } from "./byte-fault";
import { watchCsp } from "./csp-witness";
import { allowServerErrors, expect, test } from "./fixtures";
import { representatives, sitemapOf } from "./sitemaps";
import { expectNoAxeViolations, hydratedIfScripted, portal, RAW_HTTP, SERVER_HTML } from "./support";

/**
 * Every page a crawler finds, in two passes that do not grow with the number of pages (decision 0039):
 * - over raw HTTP, EVERY address of every locale's sitemap, for what is cheap to check on a page's bytes;
 * - in a browser, ONE page of each template (tests/e2e/page-templates.ts) and the locale's 404, for what needs a
 *   rendered page: axe and the Content-Security-Policy. Pages of one template differ only in their data; the home
 *   and the content service's pages are each a template of their own.
 * A new family of pages (dealers, articles) is swept whole by the first pass and by one page in the second.
 */
const LOCALES: readonly Locale[] = COUNTRIES.flatMap((c) => c.locales);
// The demo's es-US resources page has a contact block, and es-US no contact form: spec 002 §8 wants that logged as
// an error (and nothing rendered), which marketing-forms.spec.ts checks. Every sweep meets that page.
allowServerErrors(/^contact form: the locale has no form defined$/);

/** The attributes of the first tag of `html` that matches `tag`, e.g. <html …> or <link rel="canonical" …>. */
function attributesOf(html: string, tag: RegExp): Record<string, string> | null {
  const found = html.match(tag)?.[0];
  if (!found) return null;
  return Object.fromEntries([...found.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** What is wrong with one sitemap page over raw HTTP: status, type, bytes, language and canonical address. */
async function pageFaults(request: APIRequestContext, path: string, locale: Locale): Promise<string[]> {
  const response = await request.get(path, { maxRedirects: 0 });
  if (response.status() !== 200) return [`${path}: status ${response.status()}`];
  const faults: string[] = [];
  const type = response.headers()["content-type"] ?? "";
  if (!/^text\/html;\s*charset=utf-8$/i.test(type)) faults.push(`${path}: content-type ${type}`);
  const bytes = await response.body();
  const fault = byteFault(bytes);
  if (fault) return [...faults, `${path}: ${fault}`];
  const html = bytes.toString("utf8");
  const lang = attributesOf(html, /<html\b[^>]*>/)?.lang;
  if (lang !== locale) faults.push(`${path}: <html lang="${lang}">`);
  const canonical = attributesOf(html, /<link\b[^>]*\brel="canonical"[^>]*>/)?.href?.replaceAll("&amp;", "&");
  const expected = new URL(path, response.url()).origin + new URL(path, response.url()).pathname;
  if (canonical !== expected) faults.push(`${path}: canonical ${canonical}, not ${expected}`);
  return faults;
}

// Requests only, no page: once, in the js-off project.
test(
  "every page of every locale's sitemap answers 200 with clean UTF-8 HTML in its language and a canonical",
  RAW_HTTP,
  async ({ request }) => {
    // About 1,550 pages since the dealers' pages joined, eight at a time beside the other worker's tests.
    test.setTimeout(300_000);
    const queue = (
      await Promise.all(
        LOCALES.map(async (locale) => (await sitemapOf(request, locale)).map((path) => ({ path, locale }))),
      )
    ).flat();
    // The whole site, not a sample: 619 pages when the byte check was written, about 1,550 with the dealers.
    expect(queue.length).toBeGreaterThan(500);
    const faults: string[] = [];
    async function worker() {
      for (let next = queue.shift(); next; next = queue.shift())
        faults.push(...(await pageFaults(request, next.path, next.locale)));
    }
    // Bounded: the portal serves the other worker's tests meanwhile.
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(faults.sort()).toEqual([]);
  },
);

/**
 * A page showing the server's HTML as a visitor without JavaScript gets it: script files are blocked, so it never
 * hydrates (the site has no <noscript>, so the markup is the same), while axe and the violation events can run.
 */
async function serverHtmlPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: true, baseURL: portal() });
  const page = await context.newPage();
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  return { page, violations: await watchCsp(page, true), close: () => context.close() };
}

for (const locale of LOCALES) {
  const prefix = localePrefix(locale);

  // The server's HTML: once, in the js-off project. Each feature's own spec runs axe on its pages with JavaScript on.
  test(
    `one page of each template in the ${prefix} sitemap is accessible and loads without a CSP violation`,
    SERVER_HTML,
    async ({ browser, request }) => {
      test.setTimeout(180_000);
      const pages = await representatives(request, locale);
      const { page, violations, close } = await serverHtmlPage(browser);
      try {
        const seen: string[] = [];
        for (const path of pages) {
          expect((await page.goto(path))?.status(), path).toBe(200);
          await expectNoAxeViolations(page, true);
          seen.push(...(await violations()));
        }
        await page.goto(`/${prefix}/no-such-page`);
        seen.push(...(await violations()));
        expect([...new Set(seen)]).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  test.describe("with JavaScript", () => {
    test.skip(() => test.info().project.name === "js-off", "without JavaScript: the server-HTML test above");

    test(`one page of each template in the ${prefix} sitemap loads and hydrates without a CSP violation`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const pages = [...(await representatives(request, locale)), `/${prefix}/no-such-page`];
      const violations = await watchCsp(page);
      const seen: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        // What the client's code adds (styles, images) is blocked too, if the policy forgot it.
        await hydratedIfScripted(page);
        seen.push(...(await violations()));
      }
      expect([...new Set(seen)]).toEqual([]);
    });
  });
}
