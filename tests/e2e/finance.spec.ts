import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { DEFAULT_TICKERS, type DefaultTicker } from "../../app/domain/finance/quotation";
import { allowServerErrors, expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, hydrated, SERVER_HTML, setFault, signedIn } from "./support";

/**
 * Quotations and finance (issue 12), JavaScript on and off: the default tickers for visitors, the grower's
 * toggles (a dialog with JavaScript, a disclosure of plain forms without), a fetch error that keeps the list,
 * the credit and debt summary with its CUIT selector and currency, its empty and error states. Faults are set on
 * the finance upstream only, inside the tests; each project signs in its own growers where state is written.
 */
test.describe.configure({ mode: "serial" });
// Signed-in pages, axe on each state (twice without JavaScript): slow on a shared two-core machine.
test.setTimeout(150_000);

/** The units a Brazilian quote may be per, as the page writes them. */
const PT_BR_UNITS = (
  JSON.parse(readFileSync("locales/pt-BR/finance.json", "utf8")) as { quotes: { units: Record<string, string> } }
).quotes.units;
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
/**
 * Where the grower changes their quotations: with JavaScript the finance page, whose bar is hydrated (a modal of
 * toggles saved by fetchers); without it the home, whose bar is a content block kept as server HTML (decision
 * 0040): a disclosure of plain forms, the same on every page without JavaScript.
 */
const barPage = () => (jsOn() ? "/es-ar/finanzas" : "/es-ar");
const bar = (page: Page) => page.getByRole("region", { name: "Cotizaciones", exact: true });
const ticker = (page: Page, name: string) =>
  bar(page).locator("li[data-ticker]", { has: page.getByText(name, { exact: true }) });

async function openPreferences(page: Page) {
  if (jsOn()) {
    // A signed-in page on a busy machine can take longer than hydrated()'s wait to boot.
    await page.waitForLoadState("load");
    await hydrated(page);
    await page.getByRole("button", { name: "Cambiar cotizaciones" }).click();
    await expect(page.getByRole("dialog", { name: "Elegí tus cotizaciones" })).toBeVisible();
  } else {
    await page.locator("summary", { hasText: "Cambiar cotizaciones" }).click();
  }
}

const toggle = (page: Page, item: string) => page.locator(`button[data-item="${item}"]`);

async function flip(page: Page, item: string, to: boolean) {
  const from = new URL(page.url()).pathname;
  if (jsOn()) {
    // The toggle shows the asked-for state at once and is busy until the save and the list read after it are
    // back: wait for the save's answer (by then the toggle has long been busy), then for the toggle to settle.
    // The toggle's own save, which posts to the finance page's action (not, say, a CSP report).
    const saved = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/es-ar/finanzas"),
    );
    await toggle(page, item).click();
    await saved;
    await expect(toggle(page, item)).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
  } else {
    await toggle(page, item).click();
    // The plain form answered 303 to the same page: open the list again to read the toggle.
    await expect(page).toHaveURL(new RegExp(`${from}(\\?|$)`));
    await openPreferences(page);
  }
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(toggle(page, item)).toHaveAttribute("aria-pressed", String(to));
}

/**
 * The default ticker list (spec 002 §9) in each country's markets and words: what a visitor's bar shows, in the
 * order the country's upstream lists them.
 */
const DEFAULT_LISTS: { home: string; region: string; titles: Record<DefaultTicker, string> }[] = [
  {
    home: "/es-ar",
    region: "Cotizaciones",
    titles: {
      soybean: "Soja",
      corn: "Maíz",
      wheat: "Trigo",
      cotton: "Algodón",
      rice: "Arroz",
      coffee: "Café",
      gold: "Oro",
      oil: "Petróleo WTI",
      dollar: "Dólar BNA",
      euro: "Euro BNA",
      "live-cattle": "Novillo (Cañuelas)",
    },
  },
  {
    home: "/pt-br",
    region: "Cotações",
    titles: {
      soybean: "Soja",
      corn: "Milho",
      coffee: "Café arábica",
      cotton: "Algodão",
      rice: "Arroz",
      wheat: "Trigo",
      dollar: "Dólar comercial",
      euro: "Euro",
      gold: "Ouro",
      oil: "Petróleo Brent",
      "live-cattle": "Boi gordo",
    },
  },
];

for (const { home, region, titles } of DEFAULT_LISTS)
  test(`a visitor to ${home} sees the default ticker list, each with its quote`, SERVER_HTML, async ({ page }) => {
    await page.goto(home);
    const quotes = page
      .getByRole("region", { name: region, exact: true })
      .locator("li[data-ticker]:not([data-ticker=central-bank])");
    expect(Object.keys(titles).sort()).toEqual([...DEFAULT_TICKERS].sort());
    await expect(quotes).toHaveCount(DEFAULT_TICKERS.length);
    const shown = await quotes.allInnerTexts();
    expect(shown.map((text) => Object.values(titles).find((title) => text.startsWith(title)))).toEqual(
      Object.values(titles),
    );
    // Each a quote with its date, none in its error state.
    for (const text of shown) expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

// Once, without JavaScript: an anonymous visitor's bar is server HTML.
test(
  "visitors see the default tickers: floored values in their currency and unit, es-AR dates, the central bank's rate, no preferences",
  SERVER_HTML,
  async ({ page }) => {
    await page.goto("/es-ar");
    // Each quote says its currency and what it is per (issue 27: "Soja 312.450" said neither).
    await expect(ticker(page, "Soja")).toContainText(/\$\s312\.450\/t\b/);
    await expect(ticker(page, "Soja")).toContainText(/Fecha: \d{2}\/\d{2}\/\d{4}/);
    await expect(ticker(page, "Maíz")).toContainText(/\$\s178\.900\/t\b/);
    await expect(bar(page)).toContainText("USD Banco Central (ARS)");
    await expect(bar(page)).toContainText("1.045,75");
    await expect(page.getByText("Cambiar cotizaciones")).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

test("every quote on the Brazilian home has its currency and its unit", SERVER_HTML, async ({ page }) => {
  await page.goto("/pt-br");
  const quotes = page
    .getByRole("region", { name: "Cotações", exact: true })
    .locator("li[data-ticker]:not([data-ticker=central-bank])");
  await expect(quotes.first()).toBeVisible();
  // "Milho R$ 71/saca de 60 kg", never a bare "Milho 71": a currency, the floored amount, a unit of the locale's.
  const units = Object.values(PT_BR_UNITS).map((unit) => unit.replace(/[$]/g, "\\$&"));
  const quoted = new RegExp(`(R|US)\\$\\s[\\d.]+\\/(${units.join("|")})(?=\\s|$)`);
  for (const text of await quotes.allInnerTexts()) expect(text).toMatch(quoted);
  await expect(quotes.filter({ hasText: "Milho" })).toContainText(/R\$\s71\/saca de 60 kg/);
});

test("a grower toggles quotations: each toggle saves, the bar follows, '---' without a date", async ({ page }) => {
  const grower = jsOn() ? "ar.conectado@surco.example" : "ar.permitido@surco.example";
  await signedIn(page, grower, barPage());
  await expect(ticker(page, "Soja")).toBeVisible();
  await openPreferences(page);
  await expect(toggle(page, "ar-girasol")).toHaveAttribute("aria-pressed", "false");
  await expectNoAxeViolations(page);
  await flip(page, "ar-girasol", true);
  await page.goto(barPage());
  await expect(ticker(page, "Girasol")).toContainText("389.120");
  await expect(ticker(page, "Girasol")).toContainText("Fecha: ---");

  await openPreferences(page);
  await flip(page, "ar-girasol", false);
  await page.goto(barPage());
  await expect(ticker(page, "Soja")).toBeVisible();
  await expect(ticker(page, "Girasol")).toHaveCount(0);
});

test("a quotation that cannot be loaded shows its error and a refresh link; the others stay", async ({ page }) => {
  const grower = jsOn() ? "ar.conectado@surco.example" : "ar.permitido@surco.example";
  await signedIn(page, grower, barPage());
  await openPreferences(page);
  await flip(page, "ar-cebada", true);
  await page.goto(barPage());
  await expect(ticker(page, "Cebada")).toContainText("No pudimos cargar esta cotización.");
  await expect(ticker(page, "Soja")).toContainText("312.450");
  const refresh = ticker(page, "Cebada").getByRole("link", { name: "Actualizar" });
  await expect(refresh).toHaveAttribute("href", barPage());
  await refresh.click();
  await expect(ticker(page, "Cebada")).toContainText("No pudimos cargar esta cotización.");
  await expectNoAxeViolations(page);
  await openPreferences(page);
  await flip(page, "ar-cebada", false);
});

test.describe("while the finance upstream fails", () => {
  test.use({ ownUpstreams: true });
  // Spec 001 §8: the digital finance call's failure is reported as 'Failed to fetch digital finance data'.
  allowServerErrors(/^Failed to fetch digital finance data$/);
  // On the finance page, which waits out the failing upstream's retries; on a home the bar is a block with a
  // 3-second limit, past which it shows its own error state and the rest of the home stays.
  test("the list stays, a toggle says it was not saved, and recovers", async ({ page }) => {
    const grower = jsOn() ? "ar.conectado@surco.example" : "ar.permitido@surco.example";
    await signedIn(page, grower, "/es-ar/finanzas");
    await expect(ticker(page, "Trigo")).toBeVisible();
    await setFault("finance", { mode: "status", status: 500 });
    await page.reload();
    // Spec 001 §4: fetch errors are ignored and the old list stays.
    await expect(ticker(page, "Soja")).toBeVisible();
    await expect(ticker(page, "Trigo")).toBeVisible();
    await openPreferences(page);
    await toggle(page, "ar-sorgo").click();
    await expect(page.getByRole("alert")).toContainText("No pudimos guardar este cambio");
    await expect(toggle(page, "ar-sorgo")).toHaveAttribute("aria-pressed", "false");
    // The upstream is back (and this test's circuits closed: fixtures.ts): a save shows no alert and sticks.
    await clearFaults("finance");
    await page.goto("/es-ar/finanzas");
    await openPreferences(page);
    await flip(page, "ar-sorgo", true);
    await flip(page, "ar-sorgo", false);
  });

  // Once, without JavaScript: the error state and its retry link are server HTML.
  test("the credit summary shows its error with a retry, then the data", SERVER_HTML, async ({ page }) => {
    // A grower whose finance data this server has not cached yet.
    const grower = jsOn() ? "ar.permitido@surco.example" : "ar.finanzasypedidos@surco.example";
    await setFault("finance", { mode: "status", status: 500 });
    await signedIn(page, grower, "/es-ar/finanzas");
    await expect(page.getByRole("heading", { name: "No pudimos cargar tus datos de financiación" })).toBeVisible();
    await expect(page.getByText("Falló la consulta de financiación digital.")).toBeVisible();
    await expectNoAxeViolations(page);
    await clearFaults("finance");
    await page.getByRole("link", { name: "Reintentar" }).click();
    await expect(page.getByText("Límite de crédito")).toBeVisible();
  });
});

test("the credit summary's contact card: phone and WhatsApp on it, every way to reach the team in its modal", async ({
  page,
}) => {
  await signedIn(page, "ar.finanzas@surco.example", "/es-ar/finanzas");
  const card = page.getByRole("region", { name: "Equipo de crédito Surco" });
  await expect(card).toContainText("Financiación");
  await expect(card.getByRole("link", { name: "0800-222-7336" })).toHaveAttribute("href", "tel:08002227336");
  await expect(card.getByRole("link", { name: "+54 9 11 5555-0177" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/5491155550177\?text=/,
  );
  // The e-mail and the hours are in the modal only.
  const email = page.getByRole("link", { name: "credito@surco.example" });
  await expect(email).toBeHidden();
  const seeMore = "Ver más formas de contactar al Equipo de crédito Surco";
  if (jsOn()) {
    await hydrated(page);
    await card.getByRole("button", { name: seeMore }).click();
    const dialog = page.getByRole("dialog", { name: "Equipo de crédito Surco" });
    await expect(dialog.getByRole("link", { name: "credito@surco.example" })).toHaveAttribute(
      "href",
      "mailto:credito@surco.example",
    );
    await expect(dialog).toContainText("Lunes a sábado");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole("button", { name: seeMore })).toBeFocused();
  } else {
    // Without JavaScript the same content unfolds in place.
    await card.locator("summary", { hasText: "VER MÁS" }).click();
    await expect(card.getByRole("link", { name: "credito@surco.example" })).toHaveAttribute(
      "href",
      "mailto:credito@surco.example",
    );
    await expect(card).toContainText("Lunes a sábado");
    await expectNoAxeViolations(page);
  }
});

// Once, without JavaScript: the selector is a GET form.
test(
  "credit and debt summary: CUIT selector, ARS by default, USD over the limit capped at 100 %",
  SERVER_HTML,
  async ({ page }) => {
    await signedIn(page, "ar.finanzas@surco.example", "/es-ar/finanzas");
    await expect(page.getByRole("heading", { level: 1, name: "Cotizaciones y finanzas" })).toBeVisible();
    const cuit = page.getByLabel("CUIT", { exact: true });
    await expect(cuit.locator("option")).toHaveCount(3);
    await expect(page.getByLabel("Moneda")).toHaveValue("ARS");
    await expect(page.getByText("Límite de crédito").locator("..")).toContainText("150.000.000");
    await expect(page.getByRole("img", { name: /Consumiste el 40%/ })).toHaveAttribute("data-share", "40");
    await expect(page.getByRole("note")).toContainText("Tenés deuda vencida");
    await expectNoAxeViolations(page);

    if (jsOn()) await hydrated(page);
    await cuit.selectOption("30712345671");
    await page.getByLabel("Moneda").selectOption("USD");
    await page.getByRole("button", { name: "Ver resumen" }).click();
    await expect(page).toHaveURL(/cuit=30712345671/);
    await expect(page).toHaveURL(/currency=USD/);
    await expect(page.getByText("Estancia La Montenegrina S.A.", { exact: true })).toBeVisible();
    const graph = page.getByRole("img", { name: /Consumiste el 125%/ });
    await expect(graph).toHaveAttribute("data-share", "100");
    await expect(page.getByText("Consumido").locator("..")).toContainText("(125%)");
    await expectNoAxeViolations(page);
  },
);

// Once, without JavaScript: links are server HTML.
test(
  "finance growers reach the finance page from their account; Brazil's promises no credit summary",
  SERVER_HTML,
  async ({ page }) => {
    // Both finance roles: the quick links of their account page lead first to the finance page (issue 27).
    for (const grower of ["ar.finanzas@surco.example", "ar.finanzasypedidos@surco.example"]) {
      await signedIn(page, grower, "/es-ar/mi-cuenta");
      await page.getByRole("link", { name: "Cotizaciones, crédito y deuda" }).click();
      await expect(page).toHaveURL("/es-ar/finanzas");
      await expect(page.getByRole("heading", { level: 1, name: "Cotizaciones y finanzas" })).toBeVisible();
      await page.context().clearCookies();
    }
    await signedIn(page, "br.3estrelas@surco.example", "/pt-br/financas");
    await expect(page.getByText("Escolha quais cotações ver e acompanhe o câmbio do Banco Central.")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("CUIT");
  },
);

// Once, without JavaScript: server HTML.
test("a grower without finance data sees the empty state and no selector", SERVER_HTML, async ({ page }) => {
  await signedIn(page, "ar.sinconectar@surco.example", "/es-ar/finanzas");
  await expect(page.getByRole("heading", { name: "No hay datos de financiación" })).toBeVisible();
  await expect(page.getByLabel("CUIT", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
