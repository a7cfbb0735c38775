import { expect, test } from "./fixtures";
import { portal, SERVER_HTML } from "./support";

const HOMES = [
  { prefix: "es-ar", lang: "es-AR", catalog: "/es-ar/catalogo" },
  { prefix: "pt-br", lang: "pt-BR", catalog: "/pt-br/catalogo" },
  { prefix: "en-us", lang: "en-US", catalog: "/en-us/catalog" },
  { prefix: "es-us", lang: "es-US", catalog: "/es-us/catalogo" },
];

for (const home of HOMES) {
  // Once, without JavaScript: the document's head and links are server HTML. Its axe check is the sitemap sweep's
  // (tests/e2e/sitemap.spec.ts: every home is a template of its own); the en-US home's with JavaScript on is
  // content-pages.spec.ts's.
  test(
    `${home.lang} home: localized document, head tags and links to what growers come for`,
    SERVER_HTML,
    async ({ page }) => {
      const response = await page.goto(`/${home.prefix}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", home.lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${portal()}/${home.prefix}`);
      for (const alternate of ["es-AR", "pt-BR", "en-US", "es-US", "x-default"]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${alternate}"]`)).toHaveCount(1);
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
      // The home's own share image, from the content service: a hashed JPEG.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        /\/media\/share-home[a-z-]*-?[0-9]*\.[0-9a-f]{10}\.jpg$/i,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator(`main a[href="${home.catalog}"]`).first()).toBeVisible();
    },
  );
}

// Once, without JavaScript: the switcher is links in the server's header.
test(
  "the language switcher shows only where a country has two locales and keeps the page",
  SERVER_HTML,
  async ({ page }) => {
    await page.goto("/en-us/contact");
    const toSpanish = page.locator('a[hreflang="es-US"]').filter({ hasText: /Español/ });
    await expect(toSpanish).toHaveAttribute("href", "/es-us/contacto");
    await page.goto("/es-ar/contacto");
    await expect(page.locator("header a[hreflang]")).toHaveCount(0);
    await page.goto("/pt-br");
    await expect(page.locator("header a[hreflang]")).toHaveCount(0);
  },
);

// Once, without JavaScript: the menu is links and its targets' scroll margin is CSS.
test(
  "a content page has its anchor menu: sections and an external link in a named window",
  SERVER_HTML,
  async ({ page }) => {
    await page.goto("/en-us/about-surco");
    const menu = page.getByRole("navigation", { name: "On this page" });
    await expect(menu.locator('a[href="#slow-connections"]')).toBeVisible();
    await expect(menu.locator('a[href="https://www.weather.gov"]')).toHaveAttribute("target", "surco-external");
    await expect(page.locator("#slow-connections")).toHaveCSS("scroll-margin-top", "168px");
  },
);
