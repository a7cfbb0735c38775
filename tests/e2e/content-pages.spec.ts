import { readFileSync } from "node:fs";

import type { SampleArticle } from "../../app/articles/sample-articles";
import type { Locale } from "../../app/countries";
import { SAMPLE_ARTICLES_SHOWN, topSampleArticles } from "../../app/domain/articles/listing";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, runnableScripts, SERVER_HTML, signedIn } from "./support";

/**
 * Pages composed in the content service (issue 14, decision 0032): every
 * locale's home, a landing page only content knows, and the 404 of a path
 * nothing publishes. Server HTML and links: the same with and without
 * JavaScript, so they run once, in the js-off project; one home runs with
 * JavaScript on, where hydration must keep what the server sent.
 */
const jsOff = () => test.info().project.use.javaScriptEnabled === false;

const HOMES = [
  { prefix: "es-ar", h1: "Todo para tu campaña, en un solo lugar", tools: "Lo que buscás", catalog: "/es-ar/catalogo" },
  {
    prefix: "pt-br",
    h1: "Tudo para a sua safra, em um só lugar",
    tools: "O que você procura",
    catalog: "/pt-br/catalogo",
  },
  {
    prefix: "en-us",
    h1: "Everything for your season, in one place",
    tools: "What you come for",
    catalog: "/en-us/catalog",
  },
  {
    prefix: "es-us",
    h1: "Todo para tu temporada, en un solo lugar",
    tools: "Lo que buscas",
    catalog: "/es-us/catalogo",
  },
];

/** The portal's bundled sample articles (app/articles/sample-articles.json), per locale. */
const SAMPLE_ARTICLES = JSON.parse(readFileSync("app/articles/sample-articles.json", "utf8")) as Record<
  Locale,
  SampleArticle[]
>;
const HOME_LOCALES: Record<string, Locale> = { "es-ar": "es-AR", "pt-br": "pt-BR", "en-us": "en-US", "es-us": "es-US" };

// Once, in the js-off project (decision 0039): the server's HTML and links: once, in the js-off project.
test.describe("server HTML", SERVER_HTML, () => {
  for (const home of HOMES) {
    test(`${home.prefix} home, anonymous: the hero with its image, the public tools, no private tool`, async ({
      page,
    }) => {
      const response = await page.goto(`/${home.prefix}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.h1);
      const hero = page.locator("main section").first();
      await expect(hero.locator("picture img")).toHaveAttribute("fetchpriority", "high");
      await expect(hero.locator("picture img")).toHaveAttribute("alt", /.{10,}/);
      const tools = page.getByRole("region", { name: home.tools });
      await expect(tools.getByRole("link").first()).toHaveAttribute("href", home.catalog);
      // Points, rewards and fields are for signed-in growers.
      await expect(
        tools.locator(
          'a[href*="impulso"], a[href*="campos"], a[href*="fields"], a[href*="rewards"], a[href*="recompensas"]',
        ),
      ).toHaveCount(0);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/share-home/);
      await expectNoAxeViolations(page);
    });
  }

  for (const home of HOMES)
    test(`${home.prefix} home: the top-articles block, the top 4 of the bundled samples, each leading to its article`, async ({
      page,
    }) => {
      const locale = HOME_LOCALES[home.prefix]!;
      await page.goto(`/${home.prefix}`);
      const block = page.locator("main section#top-articles");
      await expect(block.getByRole("heading", { level: 2 })).toBeVisible();
      const expected = topSampleArticles(SAMPLE_ARTICLES[locale]).map((sample) => `/${home.prefix}${sample.path}`);
      expect(expected).toHaveLength(SAMPLE_ARTICLES_SHOWN);
      const links = block.locator("li a[href]");
      const hrefs = [...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href"))))];
      expect(hrefs).toEqual(expected);
      for (const href of hrefs) expect((await page.request.get(href!)).status(), href!).toBe(200);
    });

  test("es-AR home, signed in: the grower's points and expiry, and the private tools", async ({ page }) => {
    await signedIn(page, "ar.conectado@surco.example", "/es-ar");
    await expect(page).toHaveURL(/\/es-ar$/);
    const points = page.getByRole("region", { name: "Tus impulsos" });
    await expect(points.getByText("Disponible para canjear")).toBeVisible();
    await expect(points.getByText(/38\.900 impulsos/)).toBeVisible();
    await expect(points.getByText("Por vencer")).toBeVisible();
    await expect(points.getByRole("link", { name: "Ir a Mi Impulso" })).toHaveAttribute("href", "/es-ar/mi-impulso");
    const tools = page.getByRole("region", { name: "Lo que buscás" });
    await expect(tools.getByRole("link", { name: "Mi Impulso" })).toHaveAttribute("href", "/es-ar/mi-impulso");
    await expectNoAxeViolations(page);
  });

  test("a page only the content service knows renders under its locale; an unknown path is the locale's 404", async ({
    page,
  }) => {
    const published = await page.goto("/es-ar/campana-de-siembra");
    expect(published?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Campaña de siembra");
    await expect(page).toHaveTitle("Campaña de siembra: planificá tu lote");
    await expect(page.getByRole("link", { name: "Ver semillas" })).toHaveAttribute("href", "/es-ar/catalogo");
    await expectNoAxeViolations(page);

    // Another locale's page is not this locale's.
    const elsewhere = await page.goto("/pt-br/campana-de-siembra");
    expect(elsewhere?.status()).toBe(404);
    const unknown = await page.goto("/es-ar/no-existe-esta-pagina");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// With JavaScript on: a browser that could run scripts gets none on the home (issue 16), and needs none.
test("with JavaScript, the home ships no script and its tools navigate", async ({ page }) => {
  test.skip(jsOff(), "a JavaScript-capable browser: the js-on project");
  await page.goto("/en-us");
  await expect(runnableScripts(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Everything for your season, in one place");
  await expectNoAxeViolations(page);
  await page.getByRole("region", { name: "What you come for" }).getByRole("link", { name: "Product catalog" }).click();
  await expect(page).toHaveURL(/\/en-us\/catalog$/);
});
