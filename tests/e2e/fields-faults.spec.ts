import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, logIn, setFault } from "./support";

// Faults here are this spec's own: its tests have upstreams of their own (fixtures.ts).
test.use({ ownUpstreams: true });
/**
 * The field-view and agronomy partners failing under the field-data pages:
 * each page answers 200 and the failing widget shows its error state. Each test's faults are its own and cleared
 * after it (fixtures.ts).
 */

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the field-view partner failing: 'Failed to fetch field view data' as the widget's error, retry included", async ({
      page,
    }) => {
      await logIn(page, "ar.conectado@surco.example", "/es-ar/mis-campos");
      await expect(page.getByText("Última sincronización completa", { exact: false })).toBeVisible();
      await setFault("field-view", { mode: "status", status: 503 });
      const response = await page.goto("/es-ar/mis-campos?temporada=2024&reintentar=1");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "No pudimos cargar tus datos de campo" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Reintentar" })).toBeVisible();
      await expect(page.locator("[data-variant=error]")).toHaveCount(4);
      await expect(page.getByRole("banner")).toBeVisible();
      // axe needs scripts: the same error widget is checked without JavaScript in fields.spec.ts (season 2020).
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await clearFaults();
      await page.getByRole("link", { name: "Reintentar" }).click();
      await expect(page.getByText("Última sincronización completa", { exact: false })).toBeVisible();
    });

    test("the agronomy partner failing under the dashboard: the map says so, the figures stay, the export is a 503", async ({
      page,
    }) => {
      // Before the first visit: once read, the fields are kept (10 min) and served while the partner fails.
      await setFault("agronomy", { mode: "status", status: 500 });
      await logIn(page, "ar.conectado@surco.example", "/es-ar/mis-campos?temporada=2024");
      await expect(page).toHaveURL(/mis-campos\?temporada=2024$/);
      const csv = await page.getByRole("link", { name: "CSV de la campaña 2024" }).getAttribute("href");
      const map = page.getByRole("region", { name: "Mapa de lotes" });
      await expect(map.getByText("No pudimos cargar los límites de tus lotes", { exact: false })).toBeVisible();
      await expect(page.getByRole("table", { name: "Lotes de la campaña 2024" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Historial por campaña" })).toBeVisible();
      const file = await page.request.get(csv!);
      expect(file.status()).toBe(503);
      expect(await file.text()).toContain("no pudimos armar el archivo completo");
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });

    test("the agronomy partner failing: the fields widget says 'Failed to fetch fields' with the status text", async ({
      page,
    }) => {
      await setFault("agronomy", { mode: "status", status: 500 });
      await logIn(page, "ar.conectado@surco.example", "/es-ar/mis-campos/recomendaciones");
      await expect(page).toHaveURL(/recomendaciones$/);
      await expect(page.getByRole("heading", { name: "No pudimos cargar tus lotes" })).toBeVisible();
      await expect(page.getByText("Failed to fetch fields: Internal Server Error")).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });
}
