import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

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

/** Where the result shows: a modal side sheet with JavaScript, a region in the page without. */
function resultOf(page: Page, javaScriptEnabled: boolean, title: string) {
  return javaScriptEnabled ? page.getByRole("dialog", { name: title }) : page.getByRole("region", { name: title });
}

test.describe("seed-lot quality", () => {
  test("a lot is found: its results, then the seeding rate for a target stand", async ({ page, javaScriptEnabled }) => {
    await page.goto(CHECKER);
    await search(page, "  sg24-7210-0031 ");
    if (javaScriptEnabled) {
      // Upper case as typed, trimmed on submit; the URL does not change. (The page behind the modal sheet is hidden from the accessibility tree.)
      await expect(page.locator("#lot")).toHaveValue("SG24-7210-0031");
      await expect(page).toHaveURL(new RegExp(`${CHECKER}$`));
    } else {
      await expect(page).toHaveURL(/\?lot=\+*sg24-7210-0031/);
    }
    const result = resultOf(page, javaScriptEnabled, "Lote SG24-7210-0031");
    await expect(result).toBeVisible();
    await expect(result.getByText("Poder germinativo")).toBeVisible();
    await expect(result.getByText("96 %")).toBeVisible();
    await expect(result.getByText("2,5 %")).toBeVisible();
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
    // The partner's own message (a 400) is shown too.
    await expect(page.getByText("Lote no encontrado")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an empty code does nothing", async ({ page, javaScriptEnabled }) => {
    await page.goto(CHECKER);
    await search(page, "   ");
    if (javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`${CHECKER}$`));
    await expect(page.getByRole("textbox", { name: "Código de lote" })).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("region", { name: /^Lote / })).toHaveCount(0);
  });

  test("the corn-batch endpoint answers 200 with the result and 400 with a message", async ({ request }) => {
    const found = await request.get("/api/partners/cultivio/corn-batch/?seedGroupCode=SG24-6950-0107");
    expect(found.status()).toBe(200);
    expect(await found.json()).toMatchObject({ hybrid: "Pampero VT4PRO", germinationPower: 98, failures: 1.4 });
    const missing = await request.get("/api/partners/cultivio/corn-batch/?seedGroupCode=NOPE");
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toEqual({ message: "Lote no encontrado" });
  });
});
