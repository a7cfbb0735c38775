import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, pausePageClock, RAW_HTTP, SERVER_HTML } from "./support";

/**
 * The catalogue and product pages as a grower uses them, with JavaScript on
 * (debounced search, auto-applied checklists, dialogs) and off (GET forms and
 * links). Every state must end up in the URL either way.
 */

const cards = (page: Page) => page.locator('[id^="product-"]');
const countLabel = (page: Page) => page.locator("#catalog-count");

test.describe("catalogue", () => {
  test("search narrows to products or hybrids containing the text, case-insensitive", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/en-us/catalog");
    await expect(cards(page)).toHaveCount(12);
    const box = page.getByRole("searchbox", { name: "Search products" });
    await box.fill("smartstax");
    // With JavaScript the search runs 500 ms after typing stops; without it, on submit.
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=smartstax/);
    await expect(countLabel(page)).toHaveText(/^\d+ products?$|^Showing 12 of \d+ products$/);
    const texts = await cards(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain("smartstax");
    await expectNoAxeViolations(page);
  });

  test("search matches without accents or ñ: raiz, halcon, nandubay", async ({ page, javaScriptEnabled }) => {
    await page.goto("/es-ar/catalogo");
    const box = page.getByRole("searchbox", { name: "Buscar productos" });
    await box.fill("nandubay");
    if (!javaScriptEnabled) await box.press("Enter");
    await expect(page).toHaveURL(/[?&]q=nandubay/);
    await expect(cards(page).filter({ hasText: "Ñandubay Bio" })).toHaveCount(1);
    for (const [q, label] of [
      ["raiz", "Raíz Fuerte"],
      ["halcon", "Halcón Duo"],
      ["HALCON duo", "Halcón Duo"],
    ] as const) {
      await page.goto(`/es-ar/catalogo?q=${encodeURIComponent(q)}`);
      await expect(cards(page).filter({ hasText: label })).toHaveCount(1);
    }
  });

  test("search reads words as the one search does: synonyms and one typo on long words", async ({ page }) => {
    test.skip(test.info().project.name !== "js-off", "server HTML: the same with JavaScript on");
    await page.goto("/es-ar/catalogo?tab=crop-protection&q=soya");
    await expect(cards(page).filter({ hasText: "Bio Raíz Soja" })).toHaveCount(1);
    await page.goto("/es-ar/catalogo?tab=crop-protection&q=barbexho");
    await expect(cards(page).filter({ hasText: "Barbecho Total" })).toHaveCount(1);
  });

  test("a 404's language switcher and head lead to no other 404", async ({ page, request }) => {
    const response = await page.goto("/en-us/catalog/not-a-page");
    expect(response?.status()).toBe(404);
    // The switcher offers the other locale's home, not /es-us/catalogo/not-a-page.
    const target = page.locator('header a[hreflang="es-US"]').first();
    await expect(target).toHaveAttribute("href", "/es-us");
    expect((await request.get("/es-us/catalogo/not-a-page")).status()).toBe(404);
    await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveCount(0);
    // A real page keeps its alternates in every locale that has it.
    await page.goto("/en-us/seed-quality");
    await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute(
      "href",
      /\/es-us\/calidad-de-semilla$/,
    );
  });

  test("in Brazil the search waits for Enter (enter-to-search)", async ({ page, javaScriptEnabled }) => {
    if (javaScriptEnabled) await page.clock.install();
    await page.goto("/pt-br/catalogo");
    const box = page.getByRole("searchbox", { name: "Pesquisar produtos" });
    await expect(page.getByText("Pressione Enter para pesquisar.")).toBeVisible();
    if (javaScriptEnabled) {
      await hydrated(page);
      // The page's clock stands still while the grower types, then runs past the 500 ms debounce: nothing happens.
      await pausePageClock(page);
      await box.fill("intacta");
      await page.clock.runFor(900);
      await expect(page).toHaveURL(/\/pt-br\/catalogo$/);
      await page.clock.resume();
    } else {
      await box.fill("intacta");
    }
    await box.press("Enter");
    await expect(page).toHaveURL(/[?&]q=intacta/);
    // The new list, not the page still streaming in (a card read half-parsed is empty).
    await expect(cards(page).first()).toContainText(/intacta/i);
    await page.waitForLoadState("domcontentloaded");
    for (const text of await cards(page).allInnerTexts()) expect(text.toLowerCase()).toContain("intacta");
  });

  test("a letter keeps the products whose label starts with it; empty letters are not links", async ({ page }) => {
    await page.goto("/es-ar/catalogo");
    const bar = page.getByRole("navigation", { name: "Productos por inicial" });
    // Ñ is a letter of the Spanish bar; a letter with no product is plain text, not a link.
    await expect(bar.getByText("Ñ", { exact: true })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Q", exact: true })).toHaveCount(0);
    await bar.getByRole("link", { name: "G", exact: true }).click();
    await expect(page).toHaveURL(/[?&]letter=G/);
    await expect(bar.getByRole("link", { name: "G", exact: true })).toHaveAttribute("aria-current", "true");
    // The list streams in after the letter bar: wait for it before reading it at once.
    await expect(page.locator('[id^="product-"] h3').first()).toBeVisible();
    const titles = await page.locator('[id^="product-"] h3').allInnerTexts();
    const hybrids = await cards(page).allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    titles.forEach((title, i) => expect(title.startsWith("G") || hybrids[i].includes("\nG")).toBe(true));
    await expectNoAxeViolations(page);
  });

  test("a tab shows its category and returns to page 1", async ({ page }) => {
    await page.goto("/en-us/catalog?page=2");
    await page
      .getByRole("navigation", { name: "Product categories" })
      .getByRole("link", { name: /^Seeds/ })
      .click();
    await expect(page).toHaveURL(/\/en-us\/catalog\?tab=seeds$/);
    await expect(page.getByRole("link", { name: /^Seeds/ })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(12);
    await expectNoAxeViolations(page);
  });

  test("a facet filters the tab, shows as a removable chip, and reset clears it", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/en-us/catalog?tab=seeds");
    await hydrated(page);
    const before = await countLabel(page).innerText();
    await page.locator("#facet-trait-toggle").click();
    const panel = javaScriptEnabled
      ? page.locator("#facet-trait-panel")
      : page.locator("details:has(#facet-trait-toggle)");
    if (javaScriptEnabled) {
      // The in-list search (case-insensitive) narrows the options.
      await panel.getByRole("searchbox").fill("enlist");
      await expect(panel.getByRole("checkbox")).toHaveCount(1);
    }
    await panel.getByRole("checkbox", { name: "Enlist E3" }).check();
    // With JavaScript the change applies 1 s after the last one; without, with Apply.
    if (!javaScriptEnabled) await panel.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]trait=Enlist\+E3/);
    await expect(countLabel(page)).not.toHaveText(before);
    const chip = page.getByRole("link", { name: /Remove filter: Enlist E3/ });
    await expect(chip).toBeVisible();
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Enlist E3");
    await expectNoAxeViolations(page);

    // US locales show reset when a filter is set (spec 000 §5).
    await page.getByRole("link", { name: "Reset filters" }).click();
    await expect(page).toHaveURL(/\/en-us\/catalog\?tab=seeds$/);
    await expect(page.getByRole("link", { name: "Reset filters" })).toHaveCount(0);
    await expect(countLabel(page)).toHaveText(before);
  });

  test("the all-filters menu opens and closes, and the bio switch keeps biologicals only", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/en-us/catalog?tab=crop-protection");
    await hydrated(page);
    const toggle = page.locator("#all-filters-toggle");
    await toggle.click();
    const panel = page.locator("#all-filters-panel");
    await expect(panel.getByRole("group", { name: "Active ingredients" })).toBeVisible();
    if (javaScriptEnabled) {
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
    } else {
      await toggle.click();
      await expect(panel).toBeHidden();
    }
    const bio = page
      .locator("form")
      .filter({ has: page.getByRole("checkbox", { name: "Biologicals only" }) })
      .first();
    await bio.getByRole("checkbox", { name: "Biologicals only" }).check();
    if (!javaScriptEnabled) await bio.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]bio=1/);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Biological");
  });

  test("view more adds 20 products and lands on the first new one", async ({ page, javaScriptEnabled }) => {
    await page.goto("/es-ar/catalogo");
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole("link", { name: "Ver 20 más" }).click();
    await expect(page).toHaveURL(/[?&]page=2(#product-13)?$/);
    await expect(cards(page)).toHaveCount(32);
    await expect(countLabel(page)).toHaveText(/^Mostrando 32 de \d+ productos$/);
    if (javaScriptEnabled) await expect(page.locator("#product-13 a").first()).toBeFocused();
    await expect(page.locator("#product-13")).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("the listing table cuts long descriptions and hides downloads beyond two", async ({ page }) => {
    await page.goto("/es-ar/catalogo?tab=seeds&view=table");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Producto", "Descripción", "Descargas"]);
    const more = table.locator("summary", { hasText: "Ver más" }).first();
    await expect(more).toBeVisible();
    await more.click();
    await expectNoAxeViolations(page);
  });

  test("nothing found says so and offers a way back", async ({ page }) => {
    await page.goto("/pt-br/catalogo?q=zzzzzz");
    await expect(page.getByRole("heading", { name: "Nenhum resultado encontrado" })).toBeVisible();
    await page.getByRole("link", { name: "Limpar pesquisa e filtros" }).click();
    await expect(page).toHaveURL(/\/pt-br\/catalogo$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("changing brand asks first, then starts over with the other brand", async ({ page, javaScriptEnabled }) => {
    await page.goto("/es-ar/catalogo?tab=seeds");
    await expect(page.getByText("Campo Alto", { exact: true }).first()).toBeVisible();
    await hydrated(page);
    await page.locator("#brand-picker-toggle").click();
    await page.getByRole("link", { name: "Surco Genética" }).click();
    const question = javaScriptEnabled
      ? page.getByRole("dialog", { name: "¿Cambiar a Surco Genética?" })
      : page.getByRole("region", { name: "¿Cambiar a Surco Genética?" });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole(javaScriptEnabled ? "button" : "link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/es-ar\/catalogo\?tab=seeds$/);
    await expect(question).toBeHidden();

    await page.locator("#brand-picker-toggle").click();
    await page.getByRole("link", { name: "Surco Genética" }).click();
    await question.getByRole(javaScriptEnabled ? "button" : "link", { name: "Continuar" }).click();
    await expect(page).toHaveURL(/\/es-ar\/catalogo\?brand=1$/);
    await expect(page.getByText("Surco Genética", { exact: true }).first()).toBeVisible();
  });

  test("the brand picker is not offered in Brazil", async ({ page }) => {
    await page.goto("/pt-br/catalogo");
    await expect(page.locator("#brand-picker-toggle")).toHaveCount(0);
  });

  test("the bio product list shows biologicals only", async ({ page }) => {
    await page.goto("/en-us/biologicals");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biological products");
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Biological");
    await expectNoAxeViolations(page);
  });
});

test.describe("product pages", () => {
  test("a card opens the product page: details, downloads, JSON-LD and meta", async ({ page }) => {
    await page.goto("/es-ar/catalogo?tab=seeds");
    const first = cards(page).first().locator("h3 a");
    const name = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/es-ar\/d\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText("Madurez relativa", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Marbetes y fichas técnicas" })).toBeVisible();
    // An ItemPage about the product and the trail it shows, no Product: nothing is sold here (decision 0054).
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (block) => JSON.parse(block) as { "@type": string; about?: { name: string }[]; itemListElement?: unknown[] },
    );
    expect(jsonLd.map((item) => item["@type"])).toEqual(["ItemPage", "BreadcrumbList"]);
    expect(jsonLd[0]?.about?.[0]).toMatchObject({ name });
    expect(jsonLd[1]?.itemListElement).toHaveLength(3);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/es-ar/d/`));
    await expectNoAxeViolations(page);
  });

  // A product page ships no script (issue 16): once, in js-off (decision 0039).
  test("a crop-protection page lives under /cpd, and /d redirects to it", SERVER_HTML, async ({ page }) => {
    const response = await page.goto("/en-us/d/arado-48");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/en-us\/cpd\/arado-48$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arado 48");
    await expect(page.getByText("Glyphosate", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an unknown product is the locale's 404", SERVER_HTML, async ({ page }) => {
    const response = await page.goto("/pt-br/cpd/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  });

  test("the old portal's catalogue links land on the product page", RAW_HTTP, async ({ request }) => {
    const response = await request.get("/es/catalog/maiz/campo-alto/109/3400/catalog", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/^\/es-ar\/d\/[a-z0-9-]+$/);
  });

  test("the sitemap lists product pages", RAW_HTTP, async ({ request }) => {
    const xml = await (await request.get("/en-us/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/en-us\/cpd\/arado-48<\/loc>/);
    expect(xml).toContain('hreflang="es-US"');
  });
});
