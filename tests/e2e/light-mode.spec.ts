import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, RAW_HTTP, runnableScripts } from "./support";

/**
 * Pages without scripts and light mode (issue 16). A page complete as HTML
 * ships no script; in light mode (Save-Data, the ECT hint, or the footer's
 * switch) no page does, pictures below the fold become links and no map loads.
 * These run in the js-on project: a browser that could run scripts gets none
 * and still has a working page (the js-off project proves the rest every day).
 */
const jsOnOnly = () =>
  test.skip(test.info().project.name !== "js-on", "a JavaScript-capable browser that is sent no script: js-on");

/** Every script element of the document except JSON-LD (data, never run). */
const scripts = (page: Page) => page.locator('script:not([type="application/ld+json"])');
/** Live module preloads and the inert ones the page's script would make live (app/render/module-preloads.tsx). */
const modulePreloads = (page: Page) => page.locator('link[rel="modulepreload"], link[data-module-preload]');
/** The portal runs as in production: the choice is a __Host- cookie (app/auth/cookie-policy.server.ts). */
const LIGHT_COOKIE = "__Host-surco-light";
const footer = (page: Page) => page.getByRole("contentinfo");

test.describe("a page without scripts", () => {
  test.beforeEach(jsOnOnly);
  test.use({ viewport: { width: 375, height: 800 } });

  test("the home works with no script but the service worker's registration: menu, navigation, search and its form", async ({
    page,
  }) => {
    await page.goto("/en-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(runnableScripts(page)).toHaveCount(0);
    await expect(modulePreloads(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The menu is details/summary: it opens, drills into a section and its links navigate.
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav
      .locator("summary")
      .filter({ hasText: /^Surco$/ })
      .click();
    await expect(nav.getByRole("link", { name: "Privacy" })).toBeVisible();
    await expectNoAxeViolations(page);
    await nav.getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL("/en-us/privacy");
    await expect(runnableScripts(page)).toHaveCount(0);

    // The header's search is a link to the search page, whose form is a GET form.
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/en-us\/search$/);
    await expect(runnableScripts(page)).toHaveCount(0);
    await page.getByRole("main").getByRole("searchbox").fill("canola");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/en-us\/search\?q=canola/);
    await expect(page.getByRole("main").getByRole("link", { name: "CN 830 TruFlex · Cimarrón TruFlex" })).toBeVisible();
    await expect(runnableScripts(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("light mode", () => {
  test.beforeEach(jsOnOnly);

  test.describe("by header (Save-Data: on)", () => {
    test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

    test("the weather page, which hydrates otherwise, ships no script and still gives its forecast", async ({
      page,
    }) => {
      await page.goto("/es-ar/clima");
      const widget = page.locator("section#weather");
      await expect(widget.getByLabel("Localidad o código postal")).toBeVisible();
      await expect(scripts(page)).toHaveCount(0);
      await expect(modulePreloads(page)).toHaveCount(0);
      await expect(footer(page).getByRole("link", { name: "Versión completa" })).toBeVisible();
      await expectNoAxeViolations(page);
      // Its form is a plain POST (303 back): the forecast comes from the server. (Chromium leaves the test's extra
      // header off the redirected request, so the page it lands on is not asked for light: no script check there.)
      await widget.getByLabel("Localidad o código postal").fill("Pergamino");
      await widget.getByRole("button", { name: "Ver pronóstico" }).click();
      await expect(widget.getByText("Pronóstico para Pergamino, Buenos Aires")).toBeVisible();
    });
  });

  test.describe("by hint (ECT: slow-2g)", () => {
    test.use({ extraHTTPHeaders: { ECT: "slow-2g" } });

    test("the finder ships no script and no map, and keeps its list with directions", async ({ page }) => {
      await page.goto("/pt-br/onde-comprar?q=Rio+Verde");
      const finder = page.locator("section#dealer");
      await expect(finder.getByRole("link", { name: /^Como chegar a / }).first()).toBeVisible();
      await expect(scripts(page)).toHaveCount(0);
      await expect(page.getByRole("img", { name: /^Prévia do mapa/ })).toHaveCount(0);
      await expect(page.getByRole("button", { name: /mapa/i })).toHaveCount(0);
      await expect(footer(page).getByRole("link", { name: "Versão completa" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test("by cookie: the footer's link switches it on, pictures below the fold become links, and back", async ({
    page,
    context,
  }) => {
    const guide = "/es-ar/guia-de-siembra";
    await page.goto(`${guide}?origen=pie`);
    // The full version: its carousels hydrate, its pictures are pictures.
    await expect(scripts(page).first()).toBeAttached();
    await expect(page.locator("main picture").first()).toBeAttached();

    await footer(page).getByRole("link", { name: "Versión liviana" }).click();
    // Back on the same page, query included, now light.
    await expect(page).toHaveURL(`${guide}?origen=pie`);
    await expect(footer(page).getByRole("link", { name: "Versión completa" })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === LIGHT_COOKIE)?.value).toBe("1");
    await expect(scripts(page)).toHaveCount(0);
    await expect(modulePreloads(page)).toHaveCount(0);
    await expect(page.locator("main picture, main img")).toHaveCount(0);
    const imageLinks = page.getByRole("main").getByRole("link", { name: /^Ver imagen: / });
    await expect(imageLinks.first()).toBeVisible();
    await expect(imageLinks.first()).toHaveAttribute("href", /^\/media\//);
    await expectNoAxeViolations(page);

    // Remembered on the next page.
    await page.goto("/es-ar/clima");
    await expect(scripts(page)).toHaveCount(0);

    // And reversible: the full version again, with its scripts.
    await footer(page).getByRole("link", { name: "Versión completa" }).click();
    await expect(page).toHaveURL("/es-ar/clima");
    expect((await context.cookies()).find((c) => c.name === LIGHT_COOKIE)?.value).toBe("0");
    await expect(footer(page).getByRole("link", { name: "Versión liviana" })).toBeVisible();
    await expect(scripts(page).first()).toBeAttached();
  });
});

// Requests only, once (decision 0039): the switch's redirect and the hint's request.
test.describe("the light switch over HTTP", RAW_HTTP, () => {
  test("sets the choice for a year and goes back only to a path of ours", async ({ request }) => {
    const answer = await request.get("/api/light?on=1&returnTo=%2Fpt-br%2Fbusca%3Fq%3Dsoja", { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe("/pt-br/busca?q=soja");
    expect(answer.headers()["set-cookie"]).toMatch(
      /^__Host-surco-light=1; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly; Secure/,
    );
    const off = await request.get("/api/light?on=0&returnTo=/es-ar", { maxRedirects: 0 });
    expect(off.headers()["set-cookie"]).toMatch(/^__Host-surco-light=0;/);

    for (const hostile of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "%2F%2Fevil.example",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/%252F%252Fevil.example",
      "/./..//evil.example",
      "javascript:alert(1)",
    ]) {
      const response = await request.get(`/api/light?on=1&returnTo=${encodeURIComponent(hostile)}`, {
        maxRedirects: 0,
      });
      expect(response.status(), hostile).toBe(303);
      expect(response.headers().location, hostile).toBe("/");
    }
  });

  test("HTML answers ask for the connection hint", async ({ request }) => {
    const home = await request.get("/es-ar");
    expect(home.headers()["accept-ch"]).toBe("ECT");
  });
});
