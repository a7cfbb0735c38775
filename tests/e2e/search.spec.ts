import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { clickOutside, expectNoAxeViolations, hydrated, SERVER_HTML } from "./support";

/**
 * One search (issue 14, spec 002 §2 §4 §8 §9): the /search page as a GET form
 * (the same with and without JavaScript, so it runs once, JavaScript off), and
 * the header's overlay, which only exists with JavaScript.
 */
const jsOff = () => test.info().project.name === "js-off";
const results = (page: Page, name = "Resultados") => page.getByRole("list", { name }).getByRole("listitem");

// Once, in the js-off project (decision 0039): server HTML and GET forms: the same with JavaScript on.
test.describe("/search", SERVER_HTML, () => {
  test("a query finds products across the site, with facets by type, counts and pages", async ({ page }) => {
    await page.goto("/es-ar/buscar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar");
    await expectNoAxeViolations(page);
    const box = page.getByRole("searchbox", { name: "¿Qué buscás?" });
    await box.fill("maiz");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/es-ar\/buscar\?q=maiz$/);
    await expect(box).toHaveValue("maiz");
    const summary = page.getByText(/^\d+ resultados para «maiz»$/);
    await expect(summary).toBeVisible();
    const total = Number((await summary.innerText()).split(" ")[0]);
    expect(total).toBeGreaterThan(10);
    // "maíz" finds the corn hybrids through their crop, whatever their name.
    await expect(results(page)).toHaveCount(10);
    await expect(results(page).filter({ hasText: "Maíz ·" }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const facets = page.getByRole("navigation", { name: "Tipo de resultado" });
    await expect(facets.getByRole("link", { name: `Todo (${total})` })).toHaveAttribute("aria-current", "page");
    // Articles and pages about maíz count too: the products' own count is in their facet.
    const productFacet = facets.getByRole("link", { name: /^Productos \(\d+\)$/ });
    const products = Number(/\((\d+)\)/.exec((await productFacet.innerText()).trim())?.[1]);
    expect(products).toBeGreaterThan(10);
    await productFacet.click();
    await expect(page).toHaveURL(/\?q=maiz&type=product$/);
    await expect(page.getByText(`${products} resultados para «maiz»`)).toBeVisible();
    await expect(facets.getByRole("link", { name: `Productos (${products})` })).toHaveAttribute("aria-current", "page");

    await page
      .getByRole("navigation", { name: "Páginas de resultados" })
      .getByRole("link", { name: "Siguiente" })
      .click();
    await expect(page).toHaveURL(/\?q=maiz&type=product&page=2$/);
    await expect(results(page).first()).toBeVisible();
  });

  test("exact matches first, accents and ñ folded, synonyms and an active ingredient", async ({ page }) => {
    await page.goto("/es-ar/buscar?q=raiz%20fuerte");
    await expect(results(page).first()).toContainText("Raíz Fuerte");
    await page.goto("/pt-br/busca?q=glifosato");
    await expect(results(page).filter({ hasText: "Arado 48" })).toHaveCount(1);
    await page.goto("/en-us/search?q=soya");
    await expect(page.getByText(/results? for “soya”/)).toBeVisible();
    await expect(results(page, "Results").filter({ hasText: "Soybean" }).first()).toBeVisible();
  });

  test("finds an article by its words, links to it, and the Articles facet narrows to it", async ({ page }) => {
    await page.goto("/es-ar/buscar?q=densidad%20siembra");
    const title = "Densidad de siembra del maíz: menos intuición, más ambiente";
    const article = results(page).filter({ hasText: title });
    await expect(article).toContainText("Artículo");
    await expect(article.getByRole("link", { name: title })).toHaveAttribute(
      "href",
      "/es-ar/articulos/densidad-de-siembra-del-maiz",
    );
    // Products and pages match too; the facet leaves only the articles.
    await expect(results(page).filter({ hasText: "Página" }).first()).toBeVisible();
    const facets = page.getByRole("navigation", { name: "Tipo de resultado" });
    await facets.getByRole("link", { name: "Artículos (1)" }).click();
    await expect(page).toHaveURL(/\?q=densidad\+siembra&type=article$/);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first().getByRole("link", { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
    await results(page).first().getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/es-ar\/articulos\/densidad-de-siembra-del-maiz$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("says no results were found for the query, and keeps it in the box", async ({ page }) => {
    const response = await page.goto("/es-ar/buscar?q=zzxqw");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "No se encontraron resultados para «zzxqw»" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "¿Qué buscás?" })).toHaveValue("zzxqw");
    await expectNoAxeViolations(page);
  });

  test("the header's search entry is a link to the page without JavaScript", async ({ page }) => {
    await page.goto("/pt-br");
    await page.getByRole("banner").getByRole("link", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/\/pt-br\/busca$/);
  });
});

test.describe("search overlay", () => {
  test.skip(() => jsOff(), "the overlay exists only with JavaScript");

  test("live results as the grower types, Escape closes and clears, Enter goes to /search and is remembered", async ({
    page,
  }) => {
    // A page that hydrates (the contact page's dialogs): the home ships no script (issue 16), its search is a link.
    await page.goto("/es-ar/contacto");
    await hydrated(page);
    const entry = page.getByRole("banner").getByRole("link", { name: "Buscar" });
    await entry.click();
    const dialog = page.getByRole("dialog", { name: "Buscar en el sitio" });
    await expect(dialog).toBeVisible();
    const suggestions = dialog.getByRole("region", { name: "Búsquedas recientes y sugerencias" }).getByRole("link");
    await expect(suggestions).toHaveText(["Soja", "Maíz", "Glifosato"]);
    await expectNoAxeViolations(page);

    const box = dialog.getByRole("searchbox", { name: "¿Qué buscás?" });
    await box.fill("raiz");
    const live = dialog.getByRole("region", { name: "Resultados" }).getByRole("link");
    await expect(live.first()).toBeVisible();
    await expect(live.filter({ hasText: "Raíz Fuerte" })).toHaveCount(1);
    expect(await live.count()).toBeLessThanOrEqual(6);
    await expect(dialog.getByRole("link", { name: "Ver todos los resultados" })).toHaveAttribute(
      "href",
      "/es-ar/buscar?q=raiz",
    );
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(entry).toBeFocused();
    await entry.click();
    await expect(box).toHaveValue("");

    await box.fill("zzxqw");
    await expect(dialog.getByText("No se encontraron resultados para «zzxqw»")).toBeVisible();
    // Enter with blank text does nothing.
    await box.fill("   ");
    await box.press("Enter");
    await expect(dialog).toBeVisible();
    await box.fill("maiz");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/es-ar\/buscar\?q=maiz$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/resultados para «maiz»/)).toBeVisible();

    await entry.click();
    await expect(suggestions).toHaveText(["maiz", "Soja", "Glifosato"]);
    // An outside click closes it too.
    await clickOutside(page, dialog);
  });
});
