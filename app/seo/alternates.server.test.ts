// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startTestSandbox, type TestSandbox } from "../../sandbox/test-support";

/**
 * Where the pages that exist by their data are (issue 27), against the sandbox's upstreams: what a page's loader
 * puts in its head (`alternatesIn`) and what the sitemaps list (`sitemapEntries`) come from the same lists.
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
    ...(await import("./alternates.server")),
    sitemap: (await import("~/routes/resources/sitemap")).loader,
    catalogue: (await import("~/services/products/client.server")).getCatalog,
  };
}

const paths = (alternates: readonly { locale: string; href: string }[]) => alternates.map((a) => a.href);

describe("where a page that exists by its data is", () => {
  it("a dealer: in its country's locales only (no Argentine dealer under /en-us/dealers)", async () => {
    const { alternatesIn } = await fresh();
    expect(
      paths(await alternatesIn("dealers", { locale: "es-AR", href: "/es-ar/distribuidores/ar-dealer-1" })),
    ).toEqual(["/es-ar/distribuidores/ar-dealer-1"]);
    expect(
      paths(await alternatesIn("dealers", { locale: "es-US", href: "/es-us/distribuidores/us-dealer-1" })),
    ).toEqual(["/en-us/dealers/us-dealer-1", "/es-us/distribuidores/us-dealer-1"]);
  });

  it("an article: its translations, each at its own slug", async () => {
    const { alternatesIn } = await fresh();
    const found = await alternatesIn("articles", { locale: "en-US", href: "/en-us/articles/late-frost-alert" });
    expect(found).toContainEqual({ locale: "es-US", href: "/es-us/articulos/alerta-de-heladas-tardias" });
    expect(found[0]?.locale).toBe("es-AR");
  });

  it("a content page: the pages with its translation id; without one, itself alone", async () => {
    const { alternatesIn } = await fresh();
    expect(paths(await alternatesIn("contentPages", { locale: "es-AR", href: "/es-ar/videos" }))).toEqual([
      "/es-ar/videos",
      "/pt-br/videos",
      "/en-us/videos",
      "/es-us/videos",
    ]);
    expect(paths(await alternatesIn("contentPages", { locale: "pt-BR", href: "/pt-br/recomendacao-por-cep" }))).toEqual(
      ["/pt-br/recomendacao-por-cep"],
    );
  });

  it("a product: the catalogues that sell the same slug, under /cpd or /d by its group", async () => {
    const { alternatesIn, catalogue } = await fresh();
    const [ar, us] = await Promise.all([catalogue("es-AR"), catalogue("en-US")]);
    const sold = new Set(us.products.map((p) => p.seoSlug));
    const onlyHere = ar.products.find((p) => !sold.has(p.seoSlug) && p.productGroup === "seeds")!;
    expect(paths(await alternatesIn("products", { locale: "es-AR", href: `/es-ar/d/${onlyHere.seoSlug}` }))).toEqual([
      `/es-ar/d/${onlyHere.seoSlug}`,
    ]);
    const shared = ar.products.find((p) => sold.has(p.seoSlug) && p.productGroup !== "seeds")!;
    expect(paths(await alternatesIn("products", { locale: "en-US", href: `/en-us/cpd/${shared.seoSlug}` }))).toContain(
      `/es-ar/cpd/${shared.seoSlug}`,
    );
  });

  it("a page its locale's list does not (yet) have: itself, never a guess", async () => {
    const { alternatesIn } = await fresh();
    expect(await alternatesIn("dealers", { locale: "en-US", href: "/en-us/dealers/new-one" })).toEqual([
      { locale: "en-US", href: "/en-us/dealers/new-one" },
    ]);
  });
});

describe("the sitemaps", () => {
  async function entries(prefix: string) {
    const { sitemap } = await fresh();
    const response = (await sitemap({
      request: new Request(`http://localhost/${prefix}/sitemap.xml`),
      params: {},
      context: {},
    } as never)) as Response;
    const xml = await response.text();
    return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
      loc: new URL(/<loc>([^<]+)<\/loc>/.exec(url!)![1]!).pathname,
      lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(url!)?.[1] ?? null,
      links: [...url!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, new URL(m[2]!).pathname]),
    }));
  }

  it("give each page its cluster, itself in it, and one x-default that is one of its pages", async () => {
    for (const prefix of ["es-ar", "pt-br", "en-us", "es-us"]) {
      const listed = await entries(prefix);
      expect(new Set(listed.map((e) => e.loc)).size).toBe(listed.length);
      for (const { loc, links } of listed) {
        const pages = links.filter(([hreflang]) => hreflang !== "x-default").map(([, href]) => href);
        const xDefault = links.filter(([hreflang]) => hreflang === "x-default").map(([, href]) => href);
        expect(pages, loc).toContain(loc);
        expect(xDefault, loc).toHaveLength(1);
        expect(pages, loc).toContain(xDefault[0]);
      }
    }
  });

  it("list a dealer with its country's locales only, and the pages no locale shares with themselves", async () => {
    const listed = await entries("es-ar");
    expect(listed.find((e) => e.loc === "/es-ar/distribuidores/ar-dealer-1")?.links).toEqual([
      ["es-AR", "/es-ar/distribuidores/ar-dealer-1"],
      ["x-default", "/es-ar/distribuidores/ar-dealer-1"],
    ]);
    const us = await entries("es-us");
    expect(us.find((e) => e.loc === "/es-us/videos")?.links).toContainEqual(["x-default", "/en-us/videos"]);
  });

  it("date the articles by their day, the content service's pages by their last edit, the rest not at all", async () => {
    const listed = await entries("pt-br");
    const lastmod = (loc: string) => listed.find((e) => e.loc === loc)?.lastmod;
    expect(lastmod("/pt-br")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(lastmod("/pt-br/videos")).toBe(lastmod("/pt-br"));
    const article = listed.find((e) => e.loc.startsWith("/pt-br/artigos/"))!;
    expect(article.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00-03:00$/);
    expect(lastmod("/pt-br/catalogo")).toBeNull();
    expect(listed.find((e) => e.loc.startsWith("/pt-br/revendas/"))?.lastmod).toBeNull();
  });
});
