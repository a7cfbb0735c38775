import { visit, watchCsp } from "./csp-witness";
import { expect, test } from "./fixtures";
import { clickOutside, hydrated, signedIn } from "./support";

/**
 * No overlay and no private page trips the Content-Security-Policy: every dialog, side sheet and menu is opened
 * (JavaScript on) and the signed-in pages are loaded (JavaScript on and off) while the witnesses listen
 * (tests/e2e/csp-witness.ts). The public pages, one of each template with JavaScript on and off, are swept by
 * tests/e2e/sitemap.spec.ts.
 */

test.describe("Content-Security-Policy", () => {
  test("the private pages of a Brazilian member, and the history's transaction sheet", async ({
    page,
    javaScriptEnabled,
  }) => {
    const violations = await watchCsp(page);
    await signedIn(page, "br.3estrelas@surco.example", "/pt-br/meu-impulso");
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
    await signedIn(page, "ar.conectado@surco.example", "/es-ar/mis-campos");
    await expect(page).toHaveURL(/\/es-ar\/mis-campos$/);
    expect(
      await visit(
        page,
        ["/es-ar/mis-campos", "/es-ar/mis-campos/recomendaciones", "/es-ar/mi-impulso", "/es-ar/mi-cuenta"],
        violations,
      ),
    ).toEqual([]);
  });

  test("a page that does not hydrate carries its styles in one <style> its policy allows, and fetches no stylesheet", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    for (const path of ["/es-ar", "/pt-br/sem-conexao", "/en-us"]) {
      await page.goto(path);
      await expect(page.locator("head style"), path).toHaveCount(1);
      await expect(page.locator("link[rel=stylesheet]"), path).toHaveCount(0);
      // The shell's own rules apply: the box model of ui/global.css and the header's layout.
      await expect(page.locator("body"), path).toHaveCSS("margin", "0px");
      await expect(page.getByRole("banner"), path).not.toHaveCSS("display", "inline");
    }
    expect(stylesheets).toEqual([]);
    expect(await violations()).toEqual([]);
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

  test("the modal dialogs open without a violation, lock the page's scroll, and close on Escape and outside", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the dialogs exist only with JavaScript");
    const violations = await watchCsp(page);
    // On these pages, which hydrate, no <style> element may be injected (style-src 'self' and only the hash of a
    // page's own inline CSS, which pages that hydrate do not have): the backdrop and the scroll lock are our static CSS.
    // (Read through a locator: page.evaluate runs through eval, which the CSP refuses and reports.)
    const root = page.locator("html");
    const opens: [string, (p: typeof page) => Promise<void>, string][] = [
      // The home ships no script (its search is the /buscar page); the contact page hydrates, with the overlay.
      [
        "/es-ar/contacto",
        (p) => p.getByRole("banner").getByRole("link", { name: "Buscar" }).click(),
        "Buscar en el sitio",
      ],
      [
        "/pt-br/onde-comprar?q=Rio+Verde#dealer",
        (p) =>
          p
            .getByRole("link", { name: /^Ver mais sobre / })
            .first()
            .click(),
        "Cerrado Viva Rio Verde",
      ],
      [
        "/pt-br/recomendacao-por-cep?cep=75900000#cep",
        (p) => p.locator("#cep").getByRole("link", { name: "Alterar CEP" }).click(),
        "Alterar o CEP",
      ],
    ];
    for (const [path, open, name] of opens) {
      await page.goto(path);
      await hydrated(page);
      const dialog = page.getByRole("dialog", { name });
      await open(page);
      await expect(dialog).toBeVisible();
      await expect(root, path).toHaveCSS("overflow", "hidden");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(root, path).not.toHaveCSS("overflow", "hidden");
      await open(page);
      await expect(dialog).toBeVisible();
      await clickOutside(page, dialog);
      expect(await page.locator("style").count(), path).toBe(0);
      expect(await violations(), path).toEqual([]);
    }
  });
});
