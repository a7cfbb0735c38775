import type { APIRequestContext } from "@playwright/test";

import { COUNTRIES, landingSections, type Locale, localePrefix } from "../../app/countries";
import { allowServerErrors, expect, test } from "./fixtures";
import { representatives } from "./sitemaps";
import { portal, RAW_HTTP, signedIn } from "./support";

/**
 * Query keys a page does not expect never make it fail (issue 26): conform reads `q[]`, `tab[0]` and `q.a` as
 * nested values and a repeated key as a list, so each reached a page's schema as a shape it never declared. A key
 * the page does not declare is ignored and a repeated one keeps its first value (app/forms/read-query.ts); this
 * throws generated key shapes at one page of every template of every locale, at the private pages as a member of
 * the country, and at the resource routes, and wants an answer below 500 from each.
 */
const LOCALES: readonly Locale[] = COUNTRIES.flatMap((c) => c.locales);
// Every sweep of the es-US pages meets the resources page's contact block (see sitemap.spec.ts).
allowServerErrors(/^contact form: the locale has no form defined$/);

/** Names any page might read, beside those its own forms and links carry. */
const COMMON_NAMES = ["q", "page", "size", "tab", "tag", "category", "step", "intent", "returnTo", "on", "id", "stars"];

/** The field names and query keys a page's HTML carries: what its own forms and links send back. */
function namesIn(html: string): string[] {
  const fields = [...html.matchAll(/\bname="([^"[\].]+)"/g)].map((m) => m[1]!);
  const keys = [...html.matchAll(/\bhref="[^"#]*\?([^"#]*)"/g)].flatMap((m) =>
    [...new URLSearchParams(m[1]!.replaceAll("&amp;", "&")).keys()].filter((key) => /^[\w-]+$/.test(key)),
  );
  return [...new Set([...COMMON_NAMES, ...fields, ...keys])];
}

/** Three queries of odd shapes over `names`: brackets, dots and repeats (each repeated value a plausible one). */
function oddQueries(names: readonly string[]): string[] {
  const join = (pairs: string[][]) => new URLSearchParams(pairs).toString();
  return [
    join(
      names.flatMap((n) => [
        [`${n}[]`, "1"],
        [`${n}[0]`, "x"],
        [`${n}[a]`, "2"],
      ]),
    ),
    join(
      names.flatMap((n) => [
        [`${n}.a`, "1"],
        [`${n}]`, "x"],
        [`[${n}`, "1"],
      ]),
    ),
    join(
      names.flatMap((n) => [
        [n, "1"],
        [n, "2"],
        [n, "x"],
      ]),
    ),
  ];
}

/** Each odd query against `path`; the answers of 500 or more, described. */
async function serverErrors(request: APIRequestContext, asked: string): Promise<string[]> {
  // Where the address leads (the wizard's first step, say): its forms and links name what it reads.
  const page = await request.get(asked);
  const names = namesIn(await page.text());
  const path = new URL(page.url()).pathname + new URL(page.url()).search;
  const found: string[] = [];
  for (const query of oddQueries(names)) {
    const address = `${path}${path.includes("?") ? "&" : "?"}${query}`;
    const status = (await request.get(address, { maxRedirects: 0 })).status();
    if (status >= 500) found.push(`${status} ${address.slice(0, 160)}`);
  }
  return found;
}

test.describe("odd query keys are ignored, never a 500", () => {
  for (const locale of LOCALES) {
    test(`one page of each template of ${localePrefix(locale)}`, RAW_HTTP, async ({ request }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const path of await representatives(request, locale)) found.push(...(await serverErrors(request, path)));
      expect(found).toEqual([]);
    });
  }

  // A member of each country on every private landing page of its locales.
  const MEMBERS: [Locale, string][] = [
    ["es-AR", "ar.conectado@surco.example"],
    ["es-AR", "ar.finanzasypedidos@surco.example"],
    ["pt-BR", "br.3estrelas@surco.example"],
    ["en-US", "us.canjes@surco.example"],
    ["es-US", "us.canjes@surco.example"],
  ];
  for (const [locale, email] of MEMBERS) {
    test(`the private pages of ${localePrefix(locale)}, as ${email}`, RAW_HTTP, async ({ page }) => {
      test.setTimeout(120_000);
      const home = `/${localePrefix(locale)}`;
      await signedIn(page, email, home);
      const paths = landingSections(locale)
        .filter(({ section }) => !landingSections(locale, { publicOnly: true }).some((p) => p.section === section))
        .map(({ path }) => `${home}/${path}`);
      expect(paths.length).toBeGreaterThan(2);
      const found: string[] = [];
      for (const path of paths) found.push(...(await serverErrors(page.request, path)));
      expect(found).toEqual([]);
    });
  }

  test("the resource routes, read and posted", RAW_HTTP, async ({ request }) => {
    const names = ["on", "returnTo", "id", "stay", "q", "lat", "lon", "place", "region", "type", "locale", "size"];
    const found: string[] = [];
    for (const path of [
      "/api/light",
      "/api/weather/location",
      "/api/weather/places",
      "/api/weather/region",
      "/api/search",
    ])
      found.push(...(await serverErrors(request, path)));
    for (const form of oddQueries(names)) {
      const answer = await request.post("/api/banners/close", {
        headers: { "content-type": "application/x-www-form-urlencoded", origin: portal() },
        data: form,
        maxRedirects: 0,
      });
      if (answer.status() >= 500) found.push(`${answer.status()} POST /api/banners/close ${form.slice(0, 120)}`);
    }
    expect(found).toEqual([]);
  });
});
