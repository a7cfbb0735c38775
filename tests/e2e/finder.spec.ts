import type { Locator, Page } from "@playwright/test";
import type { Map as MapLibreMap } from "maplibre-gl";
import { PMTiles } from "pmtiles";

import { baseMapStyle } from "../../app/finder/base-map/style";
import { watchCsp } from "./csp-witness";
import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, hydrated, RAW_HTTP, SERVER_HTML, setFault } from "./support";

/**
 * The dealer and contact finder (spec 002 §2 §3 §5 §9, issue 15; decision 0038). Without JavaScript (once, js-off):
 * a GET form whose state is the address — a town or a postcode, the facets, load more, nearest first in km or miles —
 * and each dealer's own page with its LocalBusiness data. With JavaScript: 'Ver mais' as a dialog, "use my
 * location", the anchor, and the map that loads only after a tap and consent.
 */
const FINDER = "/pt-br/onde-comprar";
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

const finder = (page: Page) => page.locator("section#dealer");
const cards = (page: Page) => finder(page).getByRole("list", { name: "Resultados" }).getByRole("listitem");

/** The distances the cards on screen show ("a 14 km", "8.5 mi away"), in order. */
async function distances(list: Locator, unit: "km" | "mi"): Promise<number[]> {
  const pattern = new RegExp(`^(?:a )?(\\d+(?:[.,]\\d)?) ${unit}(?: away)?$`);
  const texts = await list.filter({ visible: true }).getByText(pattern).allInnerTexts();
  return texts.map((text) => Number(pattern.exec(text)![1]!.replace(",", ".")));
}
const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

test.describe("the finder as a GET form", () => {
  test(
    "a postcode or a town, nearest first, a facet and load more, all in the address",
    SERVER_HTML,
    async ({ page }) => {
      await page.goto(FINDER);
      await expect(finder(page).getByRole("heading", { name: "Encontre uma revenda" })).toBeVisible();
      await expect(finder(page).getByRole("status")).toHaveText(/^\d+ resultados no total, por cidade$/);
      await expect(cards(page).filter({ visible: true })).toHaveCount(9);
      await expectNoAxeViolations(page);

      // A postcode with its mask: the town it names, the nearest first.
      await finder(page).getByLabel("CEP ou cidade").fill("75901-000");
      await finder(page).getByRole("button", { name: "Buscar" }).click();
      await expect(page).toHaveURL(/\?q=75901-000.*#dealer$/);
      await expect(finder(page).getByRole("status")).toHaveText(
        /^\d+ resultados perto de Rio Verde, GO, os mais próximos primeiro$/,
      );
      const first = cards(page).first();
      await expect(first.getByRole("heading", { level: 3 })).toContainText("Rio Verde");
      const kilometres = await distances(cards(page), "km");
      expect(kilometres).toHaveLength(9);
      expect(ascending(kilometres)).toBe(true);
      await expect(first.getByRole("link", { name: /^Ligar para / })).toHaveAttribute("href", /^tel:55\d+$/);
      await expect(first.getByRole("link", { name: /^Como chegar a / })).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps\/dir\//,
      );
      await expectNoAxeViolations(page);

      // The same place by its town's name, and a facet: fewer contacts, still nearest first.
      const total = Number((await finder(page).getByRole("status").innerText()).split(" ")[0]);
      await finder(page).getByLabel("CEP ou cidade").fill("rio verde");
      await finder(page).getByLabel("Cultura").selectOption("Soja");
      await finder(page).getByRole("button", { name: "Buscar" }).click();
      // The address carries the crop's code, the same in every locale; the dropdown names it.
      await expect(page).toHaveURL(/\?q=rio\+verde&crops=soy&services=#dealer$/);
      const filtered = Number((await finder(page).getByRole("status").innerText()).split(" ")[0]);
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThan(total);
      expect(ascending(await distances(cards(page), "km"))).toBe(true);

      // Load more: 9 more on a desktop screen, the new page opening at the first card a phone had not shown.
      await finder(page).getByRole("link", { name: "Carregar mais" }).click();
      await expect(page).toHaveURL(/[?&]steps=2#dealer-card-7$/);
      await expect(cards(page).filter({ visible: true })).toHaveCount(Math.min(18, filtered));
      expect(ascending(await distances(cards(page), "km"))).toBe(true);
      await expectNoAxeViolations(page);

      // The address is the whole state: a reload (or a shared link) shows the same.
      await page.reload();
      await expect(finder(page).getByLabel("CEP ou cidade")).toHaveValue("rio verde");
      await expect(finder(page).getByLabel("Cultura")).toHaveValue("soy");
      await expect(cards(page).filter({ visible: true })).toHaveCount(Math.min(18, filtered));

      // A facet chosen on a card's own page is among its crops.
      await first.getByRole("link", { name: /^Ver mais sobre / }).click();
      await expect(page).toHaveURL(/\/pt-br\/revendas\/br-dealer-\d+$/);
      await expect(page.getByRole("heading", { level: 2, name: "Culturas" }).locator("+ p")).toContainText("Soja");
    },
  );

  test("bad places are messages next to the field, what was typed kept", SERVER_HTML, async ({ page }) => {
    await page.goto(`${FINDER}?q=ab`);
    const field = finder(page).getByLabel("CEP ou cidade");
    await expect(field).toHaveValue("ab");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(finder(page).getByText("Digite ao menos 3 letras da cidade, ou o CEP.")).toBeVisible();
    await page.goto(`${FINDER}?q=Xyzzyville`);
    await expect(finder(page).getByText("Não encontramos esse CEP ou cidade. Confira e tente de novo.")).toBeVisible();
    // The list stays, by town.
    await expect(finder(page).getByRole("status")).toHaveText(/no total, por cidade$/);
    await expectNoAxeViolations(page);
  });

  test("in the United States, distances are in miles", SERVER_HTML, async ({ page }) => {
    await page.goto("/en-us/find-a-dealer?q=50010#dealer");
    await expect(finder(page).getByRole("status")).toHaveText(/^\d+ results near Ames, IA, nearest first$/);
    const miles = await distances(finder(page).getByRole("list", { name: "Results" }).getByRole("listitem"), "mi");
    expect(miles.length).toBeGreaterThan(0);
    expect(ascending(miles)).toBe(true);
  });

  test(
    "a dealer's page: its details and LocalBusiness data; an unknown one is a 404",
    SERVER_HTML,
    async ({ page }) => {
      await page.goto("/pt-br/revendas/br-dealer-1");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cerrado Viva Rio Verde");
      await expect(page.getByRole("link", { name: "Ligar para Cerrado Viva Rio Verde" })).toBeVisible();
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
      expect(data).toMatchObject({
        "@type": "LocalBusiness",
        name: "Cerrado Viva Rio Verde",
        url: expect.stringMatching(/\/pt-br\/revendas\/br-dealer-1$/),
        telephone: expect.stringMatching(/^\+55/),
        address: { "@type": "PostalAddress", addressLocality: "Rio Verde", addressRegion: "GO", addressCountry: "BR" },
        geo: { "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) },
      });
      await expectNoAxeViolations(page);
      expect((await page.goto("/pt-br/revendas/br-dealer-99999"))?.status()).toBe(404);
    },
  );

  test(
    "a US dealer's page in each US locale: its own texts from the directory, its crops and services in the page's words",
    SERVER_HTML,
    async ({ page }) => {
      const listOf = async (heading: string) =>
        (await page.getByRole("heading", { level: 2, name: heading }).locator("+ p").innerText()).split(", ");
      await page.goto("/en-us/dealers/us-dealer-1");
      await expect(page.getByText("Seed dealer with in-season agronomy support").first()).toBeVisible();
      const english = { crops: await listOf("Crops"), services: await listOf("Services") };

      // The same dealer on the Spanish site (issue 27: 194 of its 200 dealer pages read English).
      await page.goto("/es-us/distribuidores/us-dealer-1");
      await expect(
        page.getByText("Distribuidor de semillas con asesoría agronómica durante la temporada").first(),
      ).toBeVisible();
      await expect(page.getByText("Seed dealer with in-season agronomy support")).toHaveCount(0);
      const spanish = { crops: await listOf("Cultivos"), services: await listOf("Servicios") };
      const SPANISH_CROPS = ["Maíz", "Soya", "Trigo", "Sorgo", "Alfalfa", "Algodón"];
      const SPANISH_SERVICES = [
        "Semillas",
        "Protección de cultivos",
        "Biológicos",
        "Agricultura digital",
        "Muestreo de suelo",
      ];
      expect(spanish.crops.length).toBe(english.crops.length);
      expect(spanish.services.length).toBe(english.services.length);
      for (const crop of spanish.crops) expect(SPANISH_CROPS).toContain(crop);
      for (const service of spanish.services) expect(SPANISH_SERVICES).toContain(service);
    },
  );

  test.describe("when the geocoder fails", () => {
    test.use({ ownUpstreams: true });
    test(
      "the geocoder failing: a note by the field and the list by town, then the place again",
      SERVER_HTML,
      async ({ page }) => {
        // The contacts are loaded (and cached) first; only the place, a town no other test asks for, meets the fault.
        await page.goto(FINDER);
        await expect(cards(page).first()).toBeVisible();
        await setFault("dealers", { mode: "status", status: 503 });
        try {
          const response = await page.goto(`${FINDER}?q=Sorriso#dealer`);
          expect(response?.status()).toBe(200);
          await expect(finder(page).getByText(/^Não conseguimos localizar esse lugar agora\./)).toBeVisible();
          await expect(finder(page).getByRole("status")).toHaveText(/no total, por cidade$/);
          await expect(cards(page).filter({ visible: true })).toHaveCount(9);
          await expectNoAxeViolations(page);
        } finally {
          await clearFaults("dealers");
        }
        await page.reload();
        await expect(finder(page).getByRole("status")).toHaveText(/perto de Sorriso, MT/);
      },
    );
  });
});

test.describe("what JavaScript adds", () => {
  test.skip(() => !jsOn(), "the dialog, the location, the map and the anchor's scroll are what JavaScript adds");

  test("'Ver mais' opens the contact in a dialog; Escape closes it and focus returns", async ({ page }) => {
    await page.goto(`${FINDER}?q=Rio+Verde#dealer`);
    await hydrated(page);
    const more = cards(page)
      .first()
      .getByRole("link", { name: /^Ver mais sobre / });
    await more.click();
    const dialog = page.getByRole("dialog", { name: "Cerrado Viva Rio Verde" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/pt-br\/onde-comprar\?q=Rio\+Verde#dealer$/);
    await expect(dialog.getByText("Horário de atendimento")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Abrir a página completa" })).toHaveAttribute(
      "href",
      "/pt-br/revendas/br-dealer-1",
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(more).toBeFocused();
  });

  test("the map loads only after a tap and consent, and the choice is remembered", async ({ page }) => {
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (/interactive-map|maplibre|base-map/.test(request.url())) mapRequests.push(request.url());
    });
    await page.goto(`${FINDER}?q=Rio+Verde#dealer`);
    await hydrated(page);
    await expect(finder(page).getByRole("img", { name: /^Prévia do mapa/ })).toBeVisible();
    await finder(page).getByRole("button", { name: "Mostrar mapa interativo" }).click();
    const consent = finder(page).getByRole("group", { name: "Mostrar o mapa interativo?" });
    await expect(consent).toBeVisible();
    await expect(consent.getByRole("button", { name: "Permitir e mostrar o mapa" })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(mapRequests).toEqual([]);

    await consent.getByRole("button", { name: "Permitir e mostrar o mapa" }).click();
    const map = finder(page).getByRole("region", { name: "Mapa dos resultados" });
    await expect(map).toBeVisible();
    const marker = map.getByRole("button", { name: "1. Cerrado Viva Rio Verde" });
    await expect(marker).toBeVisible({ timeout: 15_000 });
    // The preview gives way to the map; a marker zooms to its contact and opens its popup.
    await expect(finder(page).getByRole("img", { name: /^Prévia do mapa/ })).toHaveCount(0);
    await marker.click();
    await expect(page.locator(".maplibregl-popup")).toContainText("1. Cerrado Viva Rio Verde");
    expect(mapRequests.some((url) => url.includes("maplibre-gl-worker"))).toBe(true);
    expect(mapRequests.some((url) => url.includes("/base-map/natural-earth."))).toBe(true);

    await page.reload();
    await hydrated(page);
    await finder(page).getByRole("button", { name: "Mostrar mapa interativo" }).click();
    await expect(map.getByRole("button", { name: "1. Cerrado Viva Rio Verde" })).toBeVisible({ timeout: 15_000 });
    await finder(page).getByRole("button", { name: "Fechar mapa" }).click();
    await expect(finder(page).getByRole("button", { name: "Mostrar mapa interativo" })).toBeFocused();
  });

  test.describe("with the grower's position", () => {
    test.use({ geolocation: { latitude: -17.79231, longitude: -50.91923 }, permissions: ["geolocation"] });

    test("a link to #dealer scrolls to the finder; 'use my location' sorts from there", async ({ page }) => {
      await page.goto(`${FINDER}#dealer`);
      await hydrated(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await expect(finder(page).getByRole("heading", { name: "Encontre uma revenda" })).toBeInViewport();

      await finder(page).getByLabel("Cultura").selectOption("Milho");
      await finder(page).getByRole("button", { name: "Usar minha localização" }).click();
      await expect(page).toHaveURL(/\?crops=corn&lat=-17\.792&lng=-50\.919#dealer$/);
      await expect(finder(page).getByRole("status")).toHaveText(/perto de você, os mais próximos primeiro$/);
      await expect(cards(page).first()).toBeVisible();
      expect(ascending(await distances(cards(page), "km"))).toBe(true);
      await expectNoAxeViolations(page);
    });
  });
});

/** The tile of a zoom that holds a place (web mercator, as the archive is cut). */
function tileAt(z: number, lat: number, lng: number) {
  const phi = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * 2 ** z),
    y: Math.floor(((1 - Math.asinh(Math.tan(phi)) / Math.PI) / 2) * 2 ** z),
  };
}

test.describe("the base map (decision 0068)", () => {
  test(
    "every address the portal's own style names answers; the archive by ranges",
    RAW_HTTP,
    async ({ request, baseURL }) => {
      const style = baseMapStyle({ origin: baseURL!, language: "es" });
      const source = style.sources.base as { url: string; attribution: string };
      const archive = source.url.replace(/^pmtiles:\/\//, "");
      const fonts = Object.values(style["font-faces"] ?? {})
        .flat()
        .map((face) => (typeof face === "string" ? face : face.url));
      expect(fonts).toHaveLength(1);
      for (const font of fonts) {
        const answer = await request.get(font);
        expect(answer.status()).toBe(200);
        expect(answer.headers()["content-type"]).toBe("font/woff2");
        expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      }
      // The first read of a PMTiles reader: the header and root directory, a range answered 206.
      const first = await request.get(archive, { headers: { range: "bytes=0-16383" } });
      expect(first.status()).toBe(206);
      expect(first.headers()["content-range"]).toMatch(/^bytes 0-16383\/\d+$/);
      expect((await first.body()).subarray(0, 7).toString("latin1")).toBe("PMTiles");
      // Read the way the browser reads it: the tile under Pergamino's dealers at the map's zoom holds map data.
      const reader = new PMTiles(archive);
      expect(await reader.getHeader()).toMatchObject({ minZoom: 0, maxZoom: 9, tileType: 1 });
      // The credit the map shows is the archive's own.
      expect(await reader.getMetadata()).toMatchObject({ attribution: source.attribution });
      const { x, y } = tileAt(7, -33.8895, -60.5736);
      expect((await reader.getZxy(7, x, y))?.data.byteLength).toBeGreaterThan(1000);
    },
  );

  test("after consent, towns are drawn and named under the pins, in the page's font", async ({ page }) => {
    test.skip(!jsOn(), "the map is what JavaScript adds");
    const answers: { path: string; status: number }[] = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith("/base-map/")) answers.push({ path: pathname, status: response.status() });
    });
    // The map hands itself to a page that asks (interactive-map.client.tsx): only this test does.
    await page.addInitScript(() => {
      (window as { surcoMapLoaded?: (map: unknown) => void; surcoMap?: unknown }).surcoMapLoaded = (map) => {
        (window as { surcoMap?: unknown }).surcoMap = map;
      };
    });
    // The archive, its ranges, the font and the worker all pass the page's CSP as it is (connect-src 'self').
    const violations = await watchCsp(page);
    await page.goto("/es-ar/donde-comprar?q=Pergamino#dealer");
    await hydrated(page);
    await finder(page).getByRole("button", { name: "Mostrar mapa interactivo" }).click();
    await finder(page).getByRole("button", { name: "Permitir y mostrar el mapa" }).click();
    const map = finder(page).getByRole("region", { name: "Mapa de los resultados" });
    await expect(map.locator("canvas")).toBeVisible();
    await expect(map.getByRole("button", { name: /^1\. / })).toBeVisible({ timeout: 15_000 });
    await page.waitForFunction(() => Boolean((window as { surcoMap?: unknown }).surcoMap), null, { timeout: 15_000 });

    // What the map drew once every tile is in: the towns whose labels found room, and how far each is from pin 1.
    const towns = await page.evaluate(async () => {
      const drawn = (window as unknown as { surcoMap: MapLibreMap }).surcoMap;
      if (!drawn.loaded()) await new Promise((resolve) => drawn.once("idle", resolve));
      const pin = document.querySelector<HTMLElement>(".maplibregl-marker")!.getBoundingClientRect();
      const canvas = drawn.getCanvas().getBoundingClientRect();
      return drawn.queryRenderedFeatures({ layers: ["towns"] }).map((feature) => {
        const [lng, lat] = (feature.geometry as unknown as { coordinates: [number, number] }).coordinates;
        const at = drawn.project([lng, lat]);
        return {
          name: String(feature.properties.name_es ?? feature.properties.name),
          pixelsFromPin: Math.hypot(
            canvas.left + at.x - (pin.left + pin.width / 2),
            canvas.top + at.y - (pin.top + pin.height / 2),
          ),
        };
      });
    });
    const names = towns.map(({ name }) => name);
    expect(names).toContain("Pergamino");
    expect(names).toEqual(expect.arrayContaining(["Junín", "Rosario"]));
    expect(towns.find(({ name }) => name === "Pergamino")!.pixelsFromPin).toBeLessThan(60);
    // The labels are drawn with the style's own font file, loaded into the page.
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((face) => face.family.startsWith("maplibre-gl-font-face") && face.status === "loaded"),
      ),
    ).toBe(true);
    expect(answers.filter(({ path }) => path.endsWith(".woff2")).map(({ status }) => status)).toEqual([200]);
    const ranges = answers.filter(({ path }) => path.endsWith(".pmtiles")).map(({ status }) => status);
    expect(ranges.length).toBeGreaterThan(1);
    expect(new Set(ranges)).toEqual(new Set([206]));
    expect(await violations()).toEqual([]);
  });
});
