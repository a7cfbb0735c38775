import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, RAW_HTTP, SERVER_HTML, signedIn } from "./support";

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

type Probe = { surcoMapLoaded?: (map: unknown) => void; surcoMap?: MapLike };
type MapLike = {
  project: (at: [number, number]) => { x: number; y: number };
  isMoving: () => boolean;
};

/** Addresses of the map's code and data: none of them may be asked for before the grower taps the map. */
const MAP_ASSET = /open-map|maplibre|field-map-interactive|\.pmtiles|noto-sans/;

test.describe("the field map with JavaScript", () => {
  test("loaded on tap only: MapLibre on our base map, fields coloured, a tapped field's figures and its row highlighted", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the interactive map needs JavaScript; without it the SVG test above runs");
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));
    // The map hands itself to a page that asks (open-map.client.ts): to find where a field is drawn.
    await page.addInitScript(() => {
      (window as Probe).surcoMapLoaded = (map) => ((window as Probe).surcoMap = map as MapLike);
    });
    await signedIn(page, AR.email, `${AR.dashboard}?temporada=2024`);
    await hydrated(page);
    const map = mapSection(page, "Mapa de lotes");
    await expect(map.getByRole("img", { name: "Lotes de Estancia La Celina" })).toBeVisible();
    // The dashboard without the map: no map code, style, archive or font asked for.
    expect(asked.filter((url) => MAP_ASSET.test(url))).toEqual([]);
    await map.getByRole("button", { name: "Ver el mapa interactivo" }).click();
    // Our own tiles: no consent question for the grower's own fields.
    await expect(map.getByRole("button", { name: "Permitir y mostrar el mapa" })).toHaveCount(0);
    const canvas = map.getByRole("region", { name: "Mapa interactivo de tus lotes" }).locator("canvas");
    await expect(canvas).toBeVisible();
    await page.waitForFunction(() => Boolean((window as Probe).surcoMap), null, { timeout: 20_000 });
    expect(asked.some((url) => /open-map\.client/.test(url))).toBe(true);
    expect(asked.some((url) => /\.pmtiles$/.test(url))).toBe(true);
    // The map opens on both farms, 35 km apart: the grower asks for Lote 1 · La Loma from the list, and the map
    // goes to it; then taps it (its square is centred on its point).
    const table = map.getByRole("table", { name: "Lotes en el mapa, campaña 2024" });
    await table.getByRole("button", { name: "Ver en el mapa Lote 1 · La Loma" }).click();
    await page.waitForFunction(() => !(window as Probe).surcoMap!.isMoving());
    const at = await page.evaluate(() => (window as Probe).surcoMap!.project([-60.5732, -33.8941]));
    await canvas.click({ position: { x: at.x, y: at.y } });
    const popup = page.locator(".maplibregl-popup");
    await expect(popup).toContainText("Lote 1 · La Loma · 10,42 t/ha");
    await expect(popup.getByRole("link", { name: "Híbridos recomendados" })).toHaveAttribute(
      "href",
      "/es-ar/mis-campos/recomendaciones?lote=fld-celina-01",
    );
    const row = map
      .getByRole("table", { name: "Lotes en el mapa, campaña 2024" })
      .locator("tr[data-field=fld-celina-01]");
    await expect(row).toHaveAttribute("aria-current", "true");
    await expect(map.getByText("Rinde de Maíz, campaña 2024")).toBeVisible();
    // The recommendations of the field, five hybrids, from the field.
    await popup.getByRole("link", { name: "Híbridos recomendados" }).click();
    await expect(page).toHaveURL(/recomendaciones\?lote=fld-celina-01$/);
    await expect(page.locator("[data-product]")).toHaveCount(5);
  });

  test("the US account: bu/ac legend, the map loads on tap", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the interactive map needs JavaScript");
    await signedIn(page, US.email, `${US.dashboard}?temporada=2024`);
    await hydrated(page);
    const map = mapSection(page, "Field map");
    await expect(
      map
        .getByRole("listitem")
        .filter({ hasText: /bu\/ac$/ })
        .first(),
    ).toBeVisible();
    await map.getByRole("button", { name: "Show the interactive map" }).click();
    await expect(map.getByRole("region", { name: "Interactive map of your fields" }).locator("canvas")).toBeVisible();
    await expect(map.getByRole("button", { name: "Close the interactive map" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the fields across seasons", () => {
  // Once, without JavaScript: charts and tables drawn on the server.
  test(
    "per field, yield and hybrid by season; the farm's yield per crop; a failed sync's season dated, not zero",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, AR.email, `${AR.dashboard}?temporada=2024`);
      const history = page.getByRole("region", { name: "Historial por campaña" });
      await expect(history.getByRole("img", { name: "Rinde de Lote 1 · La Loma por campaña" })).toBeVisible();
      const lote1 = history.getByRole("table", { name: "Rinde de Lote 1 · La Loma por campaña" });
      await expect(lote1.getByRole("row", { name: /Campaña 2024/ })).toContainText("10,42 t/ha");
      await expect(lote1.getByRole("row", { name: /Campaña 2024/ })).toContainText("CA 930 VT3P");
      await expect(lote1.getByRole("row", { name: /Campaña 2023/ })).toContainText("SA 4.8 STS");
      // 2020's sync fails at the partner: its last data stay, dated; 2022 had nothing: said, never a zero.
      const y2020 = lote1.getByRole("row", { name: /Campaña 2020/ });
      await expect(y2020).toContainText("9,10 t/ha");
      await expect(y2020).toContainText("La sincronización no terminó: últimos datos, al 14 mar 2025");
      // 2022's sync has not run: nothing yet, and said so, dated.
      await expect(lote1.getByRole("row", { name: /Campaña 2022/ })).toContainText("Sin datos");
      await expect(lote1.getByRole("row", { name: /Campaña 2022/ })).not.toContainText("0,00");
      const farm = history.getByRole("table", { name: "Rinde del establecimiento por cultivo y campaña" });
      const headers = farm.getByRole("columnheader");
      await expect(headers.filter({ hasText: "Maíz" })).toHaveCount(1);
      await expect(headers.filter({ hasText: "Soja" })).toHaveCount(1);
      // The farm's corn in 2024 is the average card's figure.
      await expect(farm.getByRole("row", { name: /Campaña 2024/ })).toContainText("9,78 t/ha");
      await expectNoAxeViolations(page);
    },
  );
});

test.describe("taking the data away", () => {
  // Once, without JavaScript: links on the server's page and downloads read over HTTP with the page's cookies.
  test(
    "GeoJSON and CSV of the season shown: one feature per field, the CSV's totals the dashboard's",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, AR.email, `${AR.dashboard}?temporada=2024`);
      const links = page.getByRole("region", { name: "Llevate tus datos" });
      const geojsonHref = await links.getByRole("link", { name: "GeoJSON de la campaña 2024" }).getAttribute("href");
      expect(geojsonHref).toMatch(/^\/es-ar\/mis-campos\/exportar\/[\w-]{22}\/2024\.geojson$/);
      const geojson = await page.request.get(geojsonHref!);
      expect(geojson.status()).toBe(200);
      expect(geojson.headers()["content-type"]).toBe("application/geo+json");
      const collection = await geojson.json();
      expect(collection.features).toHaveLength(5);
      expect(collection.features.find((f: { id: string }) => f.id === "fld-celina-03")).toMatchObject({
        geometry: { type: "Point" },
        properties: { boundary: "none: selfIntersecting" },
      });
      const csvHref = await links.getByRole("link", { name: "CSV de la campaña 2024" }).getAttribute("href");
      const csv = await page.request.get(csvHref!);
      expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      const lines = (await csv.text()).trimEnd().split("\r\n");
      expect(lines[0]).toContain("Superficie cosechada (ha);");
      const total = lines.find((line) => line.startsWith("2024;Total de la campaña"))!.split(";");
      const cards = page.getByRole("list", { name: "Campaña 2024" }).getByRole("listitem");
      await expect(cards.filter({ hasText: "Superficie cosechada" })).toContainText(`${total[5]} ha`);
      await expect(cards.filter({ hasText: "Superficie sembrada" })).toContainText(`${total[9]} ha`);
      const corn = lines.find((line) => line.startsWith("2024;Rinde promedio del cultivo;;;Maíz"))!.split(";");
      await expect(cards.filter({ hasText: "Rinde promedio" })).toContainText(`${corn[7]} t/ha`);
      // All seasons: one row per field and season.
      const all = await page.request.get(
        (await links.getByRole("link", { name: "CSV de todas las campañas" }).getAttribute("href"))!,
      );
      expect(all.status()).toBe(200);
      expect(
        (await all.text())
          .split("\r\n")
          .filter((line) => /^2023;/.test(line) && !line.includes("Total") && !line.includes("promedio")),
      ).not.toHaveLength(0);
    },
  );

  test(
    "the export's address opens nothing for another grower or someone signed out: the site's 404",
    RAW_HTTP,
    async ({ page, browser }) => {
      await signedIn(page, AR.email, `${AR.dashboard}?temporada=2024`);
      const href = await page.getByRole("link", { name: "CSV de la campaña 2024" }).getAttribute("href");
      expect((await page.request.get(href!)).status()).toBe(200);
      const other = await browser.newContext();
      try {
        const stranger = await other.newPage();
        const anonymous = await stranger.request.get(href!, { maxRedirects: 0 });
        expect(anonymous.status()).toBe(404);
        expect(await anonymous.text()).toContain("Página no encontrada");
        await signedIn(stranger, US.email, US.dashboard);
        const grower = await stranger.request.get(href!, { maxRedirects: 0 });
        expect(grower.status()).toBe(404);
        const body = await grower.text();
        expect(body).toContain("Página no encontrada");
        expect(body).not.toContain("Lote 1");
        // The grower's own key with another file name is no file either.
        expect((await page.request.get(href!.replace("2024.csv", "1999.csv"))).status()).toBe(404);
      } finally {
        await other.close();
      }
    },
  );
});

/** "#8cc36b" as the browser writes a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
