import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, SERVER_HTML, signedIn } from "./support";

/**
 * Fields on a map and across seasons (issue 31): the map drawn on the server (JavaScript off) with its legend and
 * table, coloured by the chosen crop's yield in the grower's unit; a field whose boundary is broken drawn as its
 * point with the reason. As the Argentine connected grower and the US field-data account.
 */
const AR = { email: "ar.conectado@surco.example", dashboard: "/es-ar/mis-campos" };
const US = { email: "us.requisitos@surco.example", dashboard: "/en-us/my-fields" };

const mapSection = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

test.describe("the field map without JavaScript", () => {
  // Once, without JavaScript: the map is the server's SVG.
  test(
    "Argentina, season 2024: each field drawn and coloured by corn's t/ha, the legend and the table",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, AR.email, `${AR.dashboard}?temporada=2024`);
      const map = mapSection(page, "Mapa de lotes");
      await expect(map.getByRole("img", { name: "Lotes de Estancia La Celina" })).toBeVisible();
      await expect(map.getByRole("img", { name: "Lotes de Campo Los Aromos" })).toBeVisible();
      // Every listed field is drawn: four polygons and the test strip, whose outline crosses itself, as a point.
      await expect(map.locator("svg path[data-field]")).toHaveCount(4);
      await expect(map.locator("svg circle[data-field=fld-celina-03]")).toHaveCount(1);
      await expect(map.getByText("Rinde de Maíz, campaña 2024")).toBeVisible();
      const table = map.getByRole("table", { name: "Lotes en el mapa, campaña 2024" });
      await expect(table.getByRole("row")).toHaveCount(6);
      const strip = table.getByRole("row", { name: /Lote 3 · Ensayo/ });
      await expect(strip).toContainText(
        "Sin límite: dibujado como un punto de su superficie (el contorno se cruza a sí mismo).",
      );
      await expect(strip).toContainText("12,61 t/ha");
      // The same colour on the drawing and in the table, from the one scale; the best corn field the darkest.
      for (const id of ["fld-celina-01", "fld-celina-02", "fld-aromos-01"]) {
        const drawn = await map.locator(`svg [data-field=${id}]`).getAttribute("fill");
        const swatch = await table
          .locator(`tr[data-field=${id}] span`)
          .evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(rgb(drawn!)).toBe(swatch);
      }
      await expect(map.getByRole("listitem").filter({ hasText: "Otro cultivo" })).toHaveCount(1);
      await page.locator("main").screenshot({ path: "/work/notes/field-map-js-off.png" });
      // Colouring by soybeans instead: a GET form.
      await map.getByLabel("Cultivo del mapa").selectOption({ label: "Soja" });
      await map.getByRole("button", { name: "Colorear el mapa" }).click();
      await expect(page).toHaveURL(/cultivo=soybeans/);
      await expect(mapSection(page, "Mapa de lotes").getByText("Rinde de Soja, campaña 2024")).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  // Once, without JavaScript: server HTML.
  test(
    "the US, season 2024: bu/ac in the legend, the strip trial without a boundary drawn as its point",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, US.email, `${US.dashboard}?temporada=2024`);
      const map = mapSection(page, "Field map");
      await expect(map.getByText("Soybeans yield, season 2024")).toBeVisible();
      await expect(
        map
          .getByRole("listitem")
          .filter({ hasText: /bu\/ac$/ })
          .first(),
      ).toBeVisible();
      await expect(map.getByText("t/ha")).toHaveCount(0);
      const table = map.getByRole("table", { name: "Fields on the map, season 2024" });
      await expect(table.getByRole("row", { name: /Strip Trial/ })).toContainText(
        "No boundary: drawn as a point of its area (the geometry is empty).",
      );
      await expect(table.getByRole("row", { name: /North 80/ })).toContainText("80.00 ac");
      await expectNoAxeViolations(page);
    },
  );
});

/** "#8cc36b" as the browser writes a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
