// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { pageMeta } from "~/seo/page-meta";

import { startTestSandbox, type TestSandbox } from "../../sandbox/test-support";

/**
 * hreflang for content pages (decision 0042, decision 0034's way): a page's
 * alternates are the pages of other locales with its translation id, at their
 * own paths; the sitemaps list them too. Against the sandbox's content service.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  Object.assign(process.env, sandbox.env);
});
afterAll(async () => {
  await sandbox?.dispose();
});

async function fresh() {
  vi.resetModules();
  return {
    alternates: await import("./page-alternates.server"),
    sitemap: await import("~/routes/resources/sitemap"),
  };
}

const PLANTING_SEASON = [
  { locale: "es-AR", href: "/es-ar/campana-de-siembra" },
  { locale: "pt-BR", href: "/pt-br/campanha-de-plantio" },
  { locale: "en-US", href: "/en-us/planting-season" },
  { locale: "es-US", href: "/es-us/temporada-de-siembra" },
];

describe("content page alternates", () => {
  it("are the translations each locale publishes, at their own paths, the page itself first", async () => {
    const { alternates } = await fresh();
    const found = await alternates.contentAlternates({
      locale: "en-US",
      path: "/planting-season",
      translationId: "planting-season",
    });
    expect(found).toEqual([PLANTING_SEASON[2], PLANTING_SEASON[0], PLANTING_SEASON[1], PLANTING_SEASON[3]]);
  });

  it("a page no other locale translates has only itself; one without a translation id has none of its own", async () => {
    const { alternates } = await fresh();
    expect(
      await alternates.contentAlternates({ locale: "es-AR", path: "/solo-aca", translationId: "solo-aca" }),
    ).toEqual([{ locale: "es-AR", href: "/es-ar/solo-aca" }]);
    expect(await alternates.contentAlternates({ locale: "es-AR", path: "/solo-aca" })).toBeNull();
  });

  it("become the head's hreflang links, with x-default at the site's root", () => {
    const descriptors = pageMeta({
      matches: [{ id: "routes/es-ar/layout", data: { origin: "https://surco.example", locale: "es-AR" } }],
      location: { pathname: "/es-ar/campana-de-siembra" },
      title: "T",
      description: "D",
      alternates: PLANTING_SEASON,
    });
    const links = (descriptors as { rel?: string; hrefLang?: string; href?: string }[])
      .filter((d) => d.rel === "alternate")
      .map((d) => [d.hrefLang, d.href]);
    expect(links).toEqual([
      ...PLANTING_SEASON.map(({ locale, href }) => [locale, `https://surco.example${href}`]),
      ["x-default", "https://surco.example/"],
    ]);
  });

  it("the locale's sitemap lists its content pages (not the home twice) with their translations", async () => {
    const { sitemap } = await fresh();
    const response = (await sitemap.loader({
      request: new Request("http://localhost/pt-br/sitemap.xml"),
      params: {},
      context: {},
    } as never)) as Response;
    const xml = await response.text();
    const origin = /<loc>(.*?)\/pt-br<\/loc>/.exec(xml)?.[1] ?? "";
    const entry = (loc: string) => xml.split("<url>").find((url) => url.includes(`<loc>${origin}${loc}</loc>`));
    const planting = entry("/pt-br/campanha-de-plantio");
    for (const { locale, href } of PLANTING_SEASON)
      expect(planting).toContain(`<xhtml:link rel="alternate" hreflang="${locale}" href="${origin}${href}"/>`);
    expect(entry("/pt-br/novidades")).toContain(`hreflang="en-US" href="${origin}/en-us/news"`);
    expect(entry("/pt-br/clima")).toContain(`hreflang="es-AR" href="${origin}/es-ar/clima"`);
    expect(xml.split(`<loc>${origin}/pt-br</loc>`)).toHaveLength(2);
  });
});
