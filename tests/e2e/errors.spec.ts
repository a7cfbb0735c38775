import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { COUNTRIES, type Locale, localePrefix } from "../../app/countries";
import { expect, test } from "./fixtures";
import { RAW_HTTP, SERVER_HTML, signedIn } from "./support";

/**
 * Errors keep the site around them: a page that is not there (or not allowed)
 * is the locale's own error page inside the site's header and footer, in the
 * locale's language, with the right status, JavaScript on and off.
 */
const errorsText = (locale: Locale) =>
  (JSON.parse(readFileSync(`locales/${locale}/common.json`, "utf8")) as { errors: Record<string, string> }).errors;

async function expectFramedError(page: Page, locale: Locale, title: string, body: string) {
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(main.getByText(body)).toBeVisible();
  await expect(main.getByRole("link", { name: errorsText(locale).home })).toHaveAttribute(
    "href",
    `/${localePrefix(locale)}`,
  );
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page).toHaveTitle(title);
}

for (const locale of COUNTRIES.flatMap((c) => c.locales)) {
  const prefix = localePrefix(locale);
  // Once, without JavaScript: a status code and server HTML.
  test(`${locale}: an unknown address is the locale's 404 inside the site`, SERVER_HTML, async ({ page }) => {
    const response = await page.goto(`/${prefix}/no-such-page/at-all`);
    expect(response?.status()).toBe(404);
    const text = errorsText(locale);
    await expectFramedError(page, locale, text.notFoundTitle, text.notFoundBody);
  });

  // Once, without JavaScript: a status code and server HTML.
  test(`${locale}: an unknown product is the same 404 page`, SERVER_HTML, async ({ page, request }) => {
    const sitemap = await (await request.get(`/${prefix}/sitemap.xml`)).text();
    // A product's address: the crop-protection (cpd) or seed (d) section, never another two-level page (tools/…).
    const productPath = sitemap.match(new RegExp(`<loc>[^<]*?(/${prefix}/(?:cpd|d))/[a-z0-9-]+</loc>`))?.[1];
    expect(productPath, "the sitemap lists a product").toBeTruthy();
    const response = await page.goto(`${productPath}/no-such-product-here`);
    expect(response?.status()).toBe(404);
    const text = errorsText(locale);
    await expectFramedError(page, locale, text.notFoundTitle, text.notFoundBody);
  });
}

// Once, without JavaScript: a status code and server HTML.
test("an unknown transaction is the 404 page naming what is missing, signed in", SERVER_HTML, async ({ page }) => {
  await signedIn(page, "br.3estrelas@surco.example", "/pt-br/historico");
  await expect(page).toHaveURL(/\/pt-br\/historico$/);
  const response = await page.goto("/pt-br/historico/NO-SUCH-TRANSACTION-1");
  expect(response?.status()).toBe(404);
  const detail = (JSON.parse(readFileSync("locales/pt-BR/loyalty.json", "utf8")) as { detail: Record<string, string> })
    .detail;
  await expectFramedError(page, "pt-BR", detail.notFoundTitle, detail.notFoundBody);
  // Signed in, the frame still shows the grower's account menu.
  await expect(page.getByRole("banner")).toContainText("Ana Carolina");
});

/**
 * A POST to a page without a form: Remix answers 405 before any loader of the
 * page runs, so the layout has no data to draw its frame with and the root's
 * plain error page answers, still localized (and not logged as a fault).
 */
// Once: a status code over raw HTTP.
test("a POST to a page without a form is a localized 405, not a bare error", RAW_HTTP, async ({ request }) => {
  const response = await request.post("/es-ar/sobre-surco", {
    form: { x: "1" },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(response.status()).toBe(405);
  const html = await response.text();
  expect(html).toContain('<html lang="es-AR"');
  expect(html).toContain(errorsText("es-AR").unexpectedTitle);
});
