import { allowServerErrors, expect, serverLog, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, setFault } from "./support";

// Faults here are this spec's own: its tests have upstreams of their own (fixtures.ts).
test.use({ ownUpstreams: true });
/**
 * Upstreams failing under the catalogue's widgets: the page answers 200 and
 * the widget shows its error. Each test's faults, upstream cache and circuits are its own (fixtures.ts), so it runs
 * beside the others; the catalogue list's own failure is also tested at the loader level
 * (app/routes/$locale/catalog/route.server.test.ts).
 */
const CHECKER = "/es-ar/calidad-de-semilla";

test("the seed-lot service unreachable without JavaScript: 'Error', the network message", async ({ browser }) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await setFault("seed-quality", { mode: "hang" });
  const response = await page.goto(`${CHECKER}?lot=SG24-7210-0031`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("No pudimos comunicarnos con el servicio de lotes.", { exact: false })).toBeVisible();
  await page.close();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the seed-lot service failing (500): an outage said beside the field, the code not called wrong, page 200", async ({
      page,
    }) => {
      await setFault("seed-quality", { mode: "status", status: 500 });
      const response = await page.goto(CHECKER);
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole("textbox", { name: "Código de lote" }).fill("SG24-7210-0031");
      await page.getByRole("button", { name: "Buscar" }).click();
      // 'Unkown error' (spec 000 §8) is the service's failure, not the grower's: the code stays as typed, unmarked.
      await expect(
        page.getByText("El servicio de lotes no está disponible en este momento.", { exact: false }),
      ).toBeVisible();
      const field = page.getByRole("textbox", { name: "Código de lote" });
      await expect(field).toHaveValue("SG24-7210-0031");
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Revisá el código", { exact: false })).toHaveCount(0);
      await expectNoAxeViolations(page, javaScriptEnabled);
    });
  });
}

test("the network failing under the browser's lookup: 'Error', the network message", async ({ page }) => {
  await page.goto(CHECKER);
  await hydrated(page);
  await page.route("**/api/partners/cultivio/corn-batch**", (route) => route.abort("internetdisconnected"));
  await page.getByRole("textbox", { name: "Código de lote" }).fill("SG24-7210-0031");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("No pudimos comunicarnos con el servicio de lotes.", { exact: false })).toBeVisible();
  // The network's failure, not the code's: the field is not marked wrong.
  await expect(page.getByRole("textbox", { name: "Código de lote" })).not.toHaveAttribute("aria-invalid", "true");
});

test.describe("when the products service fails", () => {
  // Spec 002 §8: a product fetch that fails is logged as 'Error fetching products'; the test checks it is.
  allowServerErrors(/^Error fetching products$/);

  test("the products service failing: a product page shows its error state and answers 200", async ({ page }) => {
    await setFault("products", { mode: "status", status: 500 });
    const response = await page.goto("/pt-br/cpd/meta-plaga");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Não conseguimos carregar este produto" }).last()).toBeVisible();
    await expect(page.getByRole("link", { name: "Tentar novamente" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await serverLog()).toContainEqual(
      expect.objectContaining({ level: "error", message: "Error fetching products" }),
    );
  });
});
