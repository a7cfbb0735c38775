import { expect, test } from "@playwright/test";

import { expectNoAxeViolations, portal } from "./support";

const HOMES = [
  { prefix: "es-ar", lang: "es-AR", catalog: "/es-ar/catalogo" },
  { prefix: "pt-br", lang: "pt-BR", catalog: "/pt-br/catalogo" },
  { prefix: "en-us", lang: "en-US", catalog: "/en-us/catalog" },
  { prefix: "es-us", lang: "es-US", catalog: "/es-us/catalogo" },
];

for (const home of HOMES) {
  test(`${home.lang} home: localized document, head tags and links to what growers come for`, async ({ page }) => {
    const response = await page.goto(`/${home.prefix}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", home.lang);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${portal()}/${home.prefix}`);
    for (const alternate of ["es-AR", "pt-BR", "en-US", "es-US", "x-default"]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${alternate}"]`)).toHaveCount(1);
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    // The home's own share image, from the content service.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/share-home/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.locator(`main a[href="${home.catalog}"]`).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const { prefix } of HOMES) {
  test(`every page in the ${prefix} sitemap answers 200 and is accessible`, async ({ page, request }) => {
    // The server's HTML, as crawlers and growers without JavaScript get it; each feature's own spec runs axe on its
    // pages with JavaScript on. Once is enough for the sweep, the slowest test of the suite.
    test.skip(test.info().project.use.javaScriptEnabled !== false, "swept once, in the js-off project");
    test.setTimeout(180_000);
    const sitemap = await (await request.get(`/${prefix}/sitemap.xml`)).text();
    const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(all.length).toBeGreaterThanOrEqual(4);
    // Every landing page, and one detail page under each section (its details share one template).
    const depth = (path: string) => path.split("/").filter(Boolean).length;
    const oneDetailEach = [...new Map(all.filter((p) => depth(p) > 2).map((p) => [p.split("/")[2], p])).values()];
    const pages = [...all.filter((p) => depth(p) <= 2), ...oneDetailEach];
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoAxeViolations(page);
    }
  });
}

test("the language switcher shows only where a country has two locales and keeps the page", async ({ page }) => {
  await page.goto("/en-us/contact");
  const toSpanish = page.locator('a[hreflang="es-US"]').filter({ hasText: /Español/ });
  await expect(toSpanish).toHaveAttribute("href", "/es-us/contacto");
  await page.goto("/es-ar/contacto");
  await expect(page.locator("header a[hreflang]")).toHaveCount(0);
  await page.goto("/pt-br");
  await expect(page.locator("header a[hreflang]")).toHaveCount(0);
});

test("a content page has its anchor menu: sections and an external link in a named window", async ({ page }) => {
  await page.goto("/en-us/about-surco");
  const menu = page.getByRole("navigation", { name: "On this page" });
  await expect(menu.locator('a[href="#slow-connections"]')).toBeVisible();
  await expect(menu.locator('a[href="https://www.weather.gov"]')).toHaveAttribute("target", "surco-external");
  await expect(page.locator("#slow-connections")).toHaveCSS("scroll-margin-top", "168px");
});
