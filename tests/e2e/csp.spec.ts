import { expect, type Page, test } from "@playwright/test";

import { COUNTRIES, landingSections, localePrefix } from "../../app/countries";
import { logIn } from "./support";

/**
 * No page and no overlay trips the Content-Security-Policy. A blocked style or
 * script is invisible to a grower until something silently stops working, so
 * every main page is loaded (JavaScript on and off) and every dialog, side
 * sheet and menu is opened (JavaScript on), while two witnesses listen: the
 * page's `securitypolicyviolation` events, and the browser's console, which
 * reports violations even with JavaScript off.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Starts listening on a page; call before its first navigation. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) fromConsole.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window.cspViolations ??= []).push(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
      );
    });
  });
  // Without JavaScript no page script runs, the event listener included: the console is the witness.
  if (test.info().project.use.javaScriptEnabled === false) return async () => [...fromConsole];
  return async () => {
    // Violation events are queued tasks: let one turn of the event loop pass before reading them.
    const fromEvents = await page
      .evaluate(() => new Promise<string[]>((resolve) => setTimeout(() => resolve(window.cspViolations ?? []), 50)))
      .catch(() => [] as string[]);
    return [...fromConsole, ...fromEvents];
  };
}

/** Loads each address and fails with every violation seen on the way (the events survive only until the next load). */
async function visit(page: Page, paths: string[], violations: () => Promise<string[]>): Promise<string[]> {
  const seen: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    seen.push(...(await violations()));
  }
  return [...new Set(seen)];
}

const PUBLIC_PAGES = COUNTRIES.flatMap((c) => c.locales).flatMap((locale) => [
  `/${localePrefix(locale)}`,
  ...landingSections(locale, { publicOnly: true }).map(({ path }) => `/${localePrefix(locale)}/${path}`),
  `/${localePrefix(locale)}/no-such-page`,
]);

test.describe("Content-Security-Policy", () => {
  test("every public page loads without a violation", async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await watchCsp(page);
    expect(await visit(page, PUBLIC_PAGES, violations)).toEqual([]);
  });

  test("a product page loads without a violation", async ({ page, request }) => {
    const sitemap = await (await request.get("/es-ar/sitemap.xml")).text();
    const product = sitemap.match(/<loc>[^<]*?(\/es-ar\/(?:d|cpd)\/[^<]+)<\/loc>/)?.[1];
    expect(product).toBeTruthy();
    const violations = await watchCsp(page);
    expect(await visit(page, [product!], violations)).toEqual([]);
  });

  test("the private pages of a Brazilian member, and the history's transaction sheet", async ({
    page,
    javaScriptEnabled,
  }) => {
    const violations = await watchCsp(page);
    await logIn(page, "br.3estrelas@surco.example", "/pt-br/meu-impulso");
    await expect(page).toHaveURL(/\/pt-br\/meu-impulso$/);
    const seen = await visit(page, ["/pt-br/meu-impulso", "/pt-br/area-logada", "/pt-br/historico"], violations);
    const row = page.getByRole("list", { name: "Movimentações" }).getByRole("listitem").first().getByRole("link");
    await row.click();
    if (javaScriptEnabled) await expect(page.getByRole("dialog")).toBeVisible();
    else await expect(page).toHaveURL(/\/pt-br\/historico\/.+/);
    seen.push(...(await violations()));
    expect(seen).toEqual([]);
  });

  test("the private pages of an Argentine grower with fields", async ({ page }) => {
    const violations = await watchCsp(page);
    await logIn(page, "ar.conectado@surco.example", "/es-ar/mis-campos");
    await expect(page).toHaveURL(/\/es-ar\/mis-campos$/);
    expect(
      await visit(
        page,
        ["/es-ar/mis-campos", "/es-ar/mis-campos/recomendaciones", "/es-ar/mi-impulso", "/es-ar/mi-cuenta"],
        violations,
      ),
    ).toEqual([]);
  });

  test("the seed-lot result sheet opens without a violation", async ({ page, javaScriptEnabled }) => {
    const violations = await watchCsp(page);
    await page.goto("/es-ar/calidad-de-semilla");
    await page.getByRole("textbox", { name: "Código de lote" }).fill("SG24-7210-0031");
    await page.getByRole("button", { name: "Buscar" }).click();
    const title = /SG24-7210-0031/;
    if (javaScriptEnabled) await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    else await expect(page.getByRole("region", { name: title })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("the header's menus open without a violation, on a phone and on a desktop", async ({ page }) => {
    const violations = await watchCsp(page);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/es-ar");
      const banner = page.getByRole("banner");
      // Whatever the header offers as a toggle (main menu, sections, account, language): a <summary> or a <button>.
      const toggles = banner.locator(":is(summary, button):visible");
      const count = await toggles.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const toggle = toggles.nth(i);
        if (await toggle.isVisible()) await toggle.click();
      }
    }
    expect(await violations()).toEqual([]);
  });
});
