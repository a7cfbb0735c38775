import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, RAW_HTTP } from "./support";

/**
 * The seed-lot quality checker with JavaScript on (the result opens in a side
 * sheet) and off (a GET form; the result renders in place).
 */
const CHECKER = "/es-ar/calidad-de-semilla";

async function search(page: Page, code: string) {
  const input = page.getByRole("textbox", { name: "Código de lote" });
  await input.fill(code);
  await page.getByRole("button", { name: "Buscar" }).click();
}

/** A figure of the result sheet, by its label: what its <dd> says. */
const figure = (result: Locator, label: string) =>
  result
    .locator("dl > div")
    .filter({ has: result.page().locator("dt", { hasText: label }) })
    .locator("dd");

/** Where the result shows: a modal side sheet with JavaScript, a region in the page without. */
function resultOf(page: Page, javaScriptEnabled: boolean, title: string) {
  return javaScriptEnabled ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
}

test.describe("seed-lot quality", () => {
  test("a lot is found: its results, then the seeding rate for a target stand", async ({ page, javaScriptEnabled }) => {
    await page.goto(CHECKER);
    await search(page, "  sg24-7210-0031 ");
    if (javaScriptEnabled) {
      // Upper case as typed, trimmed on submit; the result gets its own address, as it has without JavaScript.
      // (The page behind the modal sheet is hidden from the accessibility tree.)
      await expect(page.locator("#lot")).toHaveValue("SG24-7210-0031");
      await expect(page).toHaveURL(new RegExp(`${CHECKER}\\?lot=SG24-7210-0031$`));
    } else {
      await expect(page).toHaveURL(/\?lot=\+*sg24-7210-0031/);
    }
    const result = resultOf(page, javaScriptEnabled, "Lote SG24-7210-0031");
    await expect(result).toBeVisible();
    // Every figure a percentage, written alike (issue 27: "Dobles 1,2" and "Semilla pura 99,8" had no %).
    await expect(figure(result, "Poder germinativo")).toHaveText("96%");
    await expect(figure(result, "Dobles")).toHaveText("1,2%");
    await expect(figure(result, "Fallas")).toHaveText("2,5%");
    await expect(figure(result, "Semilla pura")).toHaveText("99,8%");
    await expect(result.getByText("CA 721 VT3P")).toBeVisible();
    await expectNoAxeViolations(page);

    await result.getByRole("textbox", { name: "Stand objetivo (plantas/ha)" }).fill("80.000");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Calcular" }).click();
    const rate = resultOf(page, javaScriptEnabled, "Lote SG24-7210-0031");
    await expect(rate.getByText("Sembrá 85.471 semillas/ha")).toBeVisible();
    await expect(rate.getByText("80.000 ÷ (0,96 × (1 − 0,025)) = 85.471")).toBeVisible();

    if (javaScriptEnabled) {
      await page.keyboard.press("Escape");
      await expect(result).toBeHidden();
      await expect(page.getByRole("button", { name: "Buscar" })).toBeFocused();
    }
  });

  test("a lot that is not found marks the field invalid with the error in bold", async ({ page }) => {
    await page.goto(CHECKER);
    await search(page, "nope-123");
    const input = page.getByRole("textbox", { name: "Código de lote" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const error = page.getByText("No encontramos los resultados de este lote. Revisá el código e intentá de nuevo.");
    await expect(error).toBeVisible();
    expect(Number(await error.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
    // The partner's own words are never shown: every locale says it in its own.
    await expect(page.getByText("Lote no encontrado")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("with JavaScript the result's address can be reloaded and shared", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the GET form's address is the result's already");
    await page.goto(CHECKER);
    await search(page, "SG24-6950-0107");
    await expect(page.getByRole("dialog", { name: "Lote SG24-6950-0107" })).toBeVisible();
    await expect(page).toHaveURL(/\?lot=SG24-6950-0107$/);
    await page.reload();
    await expect(page.getByRole("region", { name: "Lote SG24-6950-0107" })).toContainText("Pampero VT4PRO");
  });

  test("an outage is not blamed on the code: the field stays valid and the code stays typed", async ({ page }) => {
    await page.goto(CHECKER);
    await search(page, "ERR500");
    await expect(
      page.getByRole("alert").filter({ hasText: "El servicio de lotes no está disponible en este momento." }),
    ).toBeVisible();
    const input = page.getByRole("textbox", { name: "Código de lote" });
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveValue("ERR500");
    await expect(page.getByText("Revisá el código")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  for (const [code, text] of [
    ["SOJ24-0001", "Este código es de un lote de soja: el verificador muestra lotes de maíz."],
    ["SG19-0001-0001", "Este lote está vencido: sus resultados de calidad ya no valen para sembrar."],
  ] as const) {
    test(`lot ${code}: its own message next to the field`, async ({ page }) => {
      await page.goto(CHECKER);
      await search(page, code);
      await expect(page.getByRole("textbox", { name: "Código de lote" })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(text)).toBeVisible();
    });
  }

  test("pt-BR: partner messages in Portuguese, never the partner's Spanish", async ({ page }) => {
    await page.goto("/pt-br/qualidade-de-sementes");
    await page.getByRole("textbox", { name: "Código do lote" }).fill("SOJ24-0001");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(
      page.getByText("Este código é de um lote de soja: o verificador mostra lotes de milho."),
    ).toBeVisible();
    await expect(page.getByText("El código corresponde a un lote de soja")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Código do lote" }).fill("ERR500");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page.getByText("O serviço de lotes está indisponível no momento.", { exact: false })).toBeVisible();
  });

  test("a lot from another country: its plate in the page's language", async ({ page, javaScriptEnabled }) => {
    await page.goto(CHECKER);
    await search(page, "CX24-1180-0022");
    const result = resultOf(page, javaScriptEnabled, "Lote CX24-1180-0022");
    // The partner is asked in the page's locale, from the server and from the browser alike (issue 27: English).
    await expect(figure(result, "Placa recomendada")).toHaveText("Placa 30 celdas (maíz redondo grande)");
    await expect(figure(result, "Dobles")).toHaveText("1,8%");
  });

  test("en-US: the seeding rate in plants and seeds per acre", async ({ page, javaScriptEnabled }) => {
    await page.goto("/en-us/seed-quality?lot=CX24-1180-0022");
    const result = page.getByRole("region", { name: "Lot CX24-1180-0022" });
    await result.getByRole("textbox", { name: "Target stand (plants/ac)" }).fill("32,000");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
    // 32,000 ÷ (0.85 × (1 − 0.055)) = 39,839
    await expect(page.getByText("Sow 39,839 seeds/ac")).toBeVisible();
    await expect(page.getByText("Between 400 and 81,000 plants per acre.")).toBeVisible();
  });

  test("an empty code does nothing", async ({ page, javaScriptEnabled }) => {
    await page.goto(CHECKER);
    await search(page, "   ");
    if (javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`${CHECKER}$`));
    await expect(page.getByRole("textbox", { name: "Código de lote" })).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: /^Lote / })).toHaveCount(0);
  });

  // Once: an endpoint over raw HTTP.
  test("the corn-batch endpoint answers 200 with the result and 400 with a message", RAW_HTTP, async ({ request }) => {
    const found = await request.get("/api/partners/cultivio/corn-batch/?seedGroupCode=SG24-6950-0107");
    expect(found.status()).toBe(200);
    expect(await found.json()).toMatchObject({ hybrid: "Pampero VT4PRO", germinationPower: 98, failures: 1.4 });
    // Asked in a locale, the plate in its language; without one, the partner's own Spanish.
    const portuguese = await request.get("/api/partners/cultivio/corn-batch?seedGroupCode=SG24-6950-0107&locale=pt-BR");
    expect(await portuguese.json()).toMatchObject({ recommendedPlate: "Disco de 24 furos (milho chato pequeno)" });
    expect(await found.json()).toMatchObject({ recommendedPlate: "Placa 24 celdas (maíz chato chico)" });
    const missing = await request.get("/api/partners/cultivio/corn-batch/?seedGroupCode=NOPE");
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toEqual({ message: "Lote no encontrado" });
    // A partner failure is an outage (502), not the code's fault (400).
    expect((await request.get("/api/partners/cultivio/corn-batch/?seedGroupCode=ERR500")).status()).toBe(502);
  });
});
