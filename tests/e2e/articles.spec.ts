import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, hydrated, SERVER_HTML, setFault } from "./support";

/**
 * Articles (spec 002 §2 §4 §9; decision 0034). The search is a GET form and
 * links, the same with and without JavaScript: its flows run once, in the
 * js-off project. JavaScript changes the listing's skeleton cards and the
 * search as you type: those run in the js-on project. An article ships no
 * script (issue 16): its breadcrumb's popover is a details element.
 */
const jsOff = () => test.info().project.name === "js-off";

const LISTING = "/pt-br/artigos";
const ARTICLE = "/pt-br/artigos/ferrugem-asiatica-da-soja";
/** The result cards: each one's title is a level-2 heading of the results. */
const results = (page: Page) => page.getByRole("region", { name: "Resultados" }).getByRole("heading", { level: 2 });

// Once, in the js-off project (decision 0039): server HTML, links and a GET form: the same with JavaScript on.
test.describe("article search without JavaScript", SERVER_HTML, () => {
  test("lists news first, 9 a page by date, and pages through the articles tab", async ({ page }) => {
    await page.goto(LISTING);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artigos e notícias");
    const tabs = page.getByRole("navigation", { name: "Tipo de conteúdo" });
    await expect(tabs.getByRole("link", { name: /Notícias/ })).toHaveAttribute("aria-current", "page");
    await expect(results(page)).toHaveCount(5);
    // Newest first: the frost alert went out today.
    await expect(results(page).first()).toHaveText(/geada/i);
    await expect(page.getByRole("region", { name: "Resultados" }).getByText("ACESSE")).toHaveCount(5);
    await expectNoAxeViolations(page);

    await tabs.getByRole("link", { name: /Artigos/ }).click();
    await expect(page).toHaveURL(/\?category=Article$/);
    await expect(page.getByText("19 resultados")).toBeVisible();
    await expect(results(page)).toHaveCount(9);
    const pages = page.getByRole("navigation", { name: "Páginas de resultados" });
    await pages.getByRole("link", { name: "Página 3" }).click();
    await expect(page).toHaveURL(/\?category=Article&page=3$/);
    await expect(results(page)).toHaveCount(1);
    await expect(pages.getByRole("link", { name: "Página 3" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
  });

  test("searches by tag and text; the first tab with results becomes active; reset clears", async ({ page }) => {
    // Seven server round trips and two axe runs on a shared 2-core machine.
    test.slow();
    // An article's tag leads to the search by that tag.
    await page.goto("/pt-br/artigos/bicudo-do-algodoeiro");
    await page.getByRole("list", { name: "Assuntos do artigo" }).getByRole("link", { name: "Algodão" }).click();
    await expect(page).toHaveURL(/\/pt-br\/artigos\?tag=cotton$/);
    // No news about cotton: the articles tab becomes active, and the page says why.
    await expect(page.getByText("Nenhum resultado em Notícias: mostrando Artigos.")).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Tipo de conteúdo" });
    await expect(tabs.getByRole("link", { name: /Artigos/ })).toHaveAttribute("aria-current", "page");
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toHaveText(/Bicudo/);
    // Tags are ORed: ticking wheat as well adds its article.
    await page.getByRole("group", { name: "Assuntos" }).getByLabel(/Trigo/).check();
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page).toHaveURL(/tag=cotton&tag=wheat/);
    await expect(results(page)).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Limpar filtros" }).click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    await page.getByLabel("Buscar artigos").fill("nitrogenio perfilhamento");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText("Nenhum artigo encontrado")).toHaveCount(0);
    await expect(results(page).first()).toHaveText(/Nitrogênio no trigo/);

    await page.getByLabel("Buscar artigos").fill("palavra-que-nao-existe");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByRole("heading", { name: "Nenhum artigo encontrado" })).toBeVisible();
    await expect(page.getByLabel("Buscar artigos")).toHaveValue("palavra-que-nao-existe");
    await expectNoAxeViolations(page);
  });

  test("an article: lead, breadcrumb, body, recommended, banner, structured data, translations", async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Ferrugem-asiática da soja/);
    const trail = page.getByRole("navigation", { name: "Você está aqui" });
    await expect(trail.getByRole("link", { name: "Início" })).toHaveAttribute("href", "/pt-br");
    await expect(trail.getByText(/Ferrugem-asiática/)).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("1 min de leitura").first()).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Assuntos do artigo" }).getByRole("link", { name: "Soja" }),
    ).toHaveAttribute("href", "/pt-br/artigos?tag=soy");
    await expect(page.getByText(/vazio sanitário/)).toBeVisible();
    const recommended = page.getByRole("region", { name: "Artigos recomendados" }).getByRole("listitem");
    expect(await recommended.count()).toBeGreaterThanOrEqual(4);
    // The editors' pick comes first.
    await expect(recommended.first().getByRole("heading")).toHaveText(/Inoculação da soja/);
    // Anonymous visitors get the banner that signs them in and brings them back.
    await expect(page.getByRole("complementary").getByRole("link")).toHaveAttribute("href", /redirectUrl|state=/);

    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")["@type"]));
    expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList", "Organization"]));
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((nodes) =>
        nodes.map((n) => `${n.getAttribute("hreflang")} ${new URL(n.getAttribute("href")!).pathname}`),
      );
    expect(alternates).toEqual(
      expect.arrayContaining([
        "pt-BR /pt-br/artigos/ferrugem-asiatica-da-soja",
        "es-AR /es-ar/articulos/roya-asiatica-de-la-soja",
        "en-US /en-us/articles/asian-soybean-rust-early-signs",
      ]),
    );
    await expectNoAxeViolations(page);
  });

  test("another translation's slug is sent to this locale's; an unknown slug is a 404", async ({ page }) => {
    await page.goto("/es-us/articulos/asian-soybean-rust-early-signs");
    await expect(page).toHaveURL(/\/es-us\/articulos\/roya-asiatica-de-la-soja$/);
    expect((await page.goto("/pt-br/artigos/artigo-que-nao-existe"))?.status()).toBe(404);
  });

  test("the sitemap lists the articles with their translations", async ({ request }) => {
    const xml = await (await request.get("/es-ar/sitemap.xml")).text();
    expect(xml).toContain("/es-ar/articulos/roya-asiatica-de-la-soja</loc>");
    expect(xml).toMatch(/hreflang="pt-BR" href="[^"]*\/pt-br\/artigos\/ferrugem-asiatica-da-soja"/);
  });
});

// An article ships no script (issue 16): its breadcrumb's popover is a details element, the same with JavaScript on.
test.describe("an article's breadcrumb", SERVER_HTML, () => {
  test("on a phone the breadcrumb collapses into a popover that its toggle opens and closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(ARTICLE);
    const trail = page.getByRole("navigation", { name: "Você está aqui" });
    const more = trail.getByText("...");
    await expect(more).toBeVisible();
    // The middle levels are behind "...", not on the line.
    await expect(trail.locator(":scope > ol > li > a", { hasText: "Artigos e notícias" })).toBeHidden();
    await trail.getByLabel("Mostrar o caminho completo").click();
    const hidden = trail.locator("details ol").getByRole("link", { name: "Artigos e notícias" });
    await expect(hidden).toBeVisible();
    await expectNoAxeViolations(page);
    await trail.getByLabel("Mostrar o caminho completo").click();
    await expect(hidden).toBeHidden();
  });
});

test.describe("articles with JavaScript", () => {
  test.skip(() => jsOff(), "what JavaScript adds");

  test("typing searches after a pause, with 6 skeleton cards while the results load", async ({ page }) => {
    await page.goto(`${LISTING}?category=Article`);
    await hydrated(page);
    // The next view is held until its skeletons have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/artigos(\.data)?\?.*q=compacta/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Buscar artigos").pressSequentially("compacta");
    const skeletons = page.getByRole("status").filter({ hasText: "Carregando artigos" });
    await expect(skeletons).toBeVisible();
    await expect(skeletons.locator("[aria-hidden=true] > div, div > div[aria-hidden=true]")).toHaveCount(6);
    release();
    await expect(page).toHaveURL(/q=compacta/);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toHaveText(/Compactação do solo/);
    await expectNoAxeViolations(page);
  });

  test.slow();
  test.describe("when the content upstream fails", () => {
    test.use({ ownUpstreams: true });
    test("a failing search shows its error state on a 200 page, and recovers", async ({ page }) => {
      // A search nothing else runs: nothing cached can stand in for it.
      const address = `${LISTING}?q=armazenagem&tag=market&tag=harvest&category=Article`;
      await setFault("content", { mode: "status", status: 503 });
      try {
        const response = await page.goto(address);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { name: "Não foi possível buscar os artigos" })).toBeVisible();
        await expectNoAxeViolations(page);
      } finally {
        await clearFaults("content");
      }
      await page.goto(address);
      await expect(results(page)).toHaveCount(1);
    });
  });
});
