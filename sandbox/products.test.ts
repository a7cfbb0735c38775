// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PRODUCT_GROUPS } from "../app/domain/catalog/product";
import { seedQualityOutcome } from "../app/domain/catalog/seed-quality";
import { brandList, productAssets, productList } from "../app/services/products/contract";
import { SEED_LOTS } from "./data/seed-lots";
import { startTestSandbox, type TestSandbox } from "./test-support";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.dispose();
});

const api = (path: string) => `${sandbox.env.PRODUCTS_API_URL}${path}`;
const LOCALES = ["es-AR", "pt-BR", "en-US", "es-US"] as const;

async function all(locale: string) {
  const products = [];
  for (const group of PRODUCT_GROUPS) {
    for (let page = 1; ; page++) {
      const response = await fetch(api(`/products?productGroup=${group}&locale=${locale}&page=${page}&pageSize=20`));
      expect(response.status).toBe(200);
      const body = productList.parse(await response.json());
      products.push(...body.products);
      if (page * 20 >= body.total) break;
    }
  }
  return products;
}

describe("products upstream", () => {
  it.each(LOCALES)("%s: at least 150 products across the four groups, valid against the contract", async (locale) => {
    const products = await all(locale);
    expect(products.length).toBeGreaterThanOrEqual(150);
    for (const group of PRODUCT_GROUPS)
      expect(
        products.some((p) => p.productGroup === group),
        group,
      ).toBe(true);
    expect(new Set(products.map((p) => p.seoSlug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    // Many crops, traits, maturities and ingredients; bio products; images everywhere.
    expect(new Set(products.flatMap((p) => p.crops ?? [])).size).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((p) => p.trait).filter(Boolean)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((p) => p.maturitySort).filter(Boolean)).size).toBeGreaterThanOrEqual(30);
    expect(
      new Set(products.flatMap((p) => (p.activeIngredients ?? []).map((a) => a.ingredient))).size,
    ).toBeGreaterThanOrEqual(30);
    expect(products.filter((p) => p.isBio).length).toBeGreaterThanOrEqual(10);
    expect(products.every((p) => p.image?.src.startsWith("/images/catalog/"))).toBe(true);
  });

  it("pages by 20 with the total", async () => {
    const body = productList.parse(
      await (await fetch(api("/products?productGroup=seeds&locale=es-AR&page=2&pageSize=20"))).json(),
    );
    expect(body.page).toBe(2);
    expect(body.products).toHaveLength(20);
    expect(body.total).toBeGreaterThan(40);
  });

  it("speaks the locale: the same US products in English and Spanish", async () => {
    const [en, es] = await Promise.all([all("en-US"), all("es-US")]);
    expect(en.map((p) => p.seoSlug)).toEqual(es.map((p) => p.seoSlug));
    const enCorn = en.find((p) => p.cropLabel === "Corn")!;
    expect(es.find((p) => p.seoSlug === enCorn.seoSlug)!.cropLabel).toBe("Maíz");
  });

  it("carries the mess the portal must clean (spec 000 §5)", async () => {
    const products = await all("es-AR");
    expect(products.some((p) => p.crops?.includes(null as unknown as string))).toBe(true);
    expect(products.some((p) => p.crops?.includes("null"))).toBe(true);
    expect(products.some((p) => p.trait === "null")).toBe(true);
  });

  it("finds products by seoSlug and answers 400 to a bad request", async () => {
    const [first] = await all("es-AR");
    const body = productList.parse(
      await (await fetch(api(`/products?seoSlugs=${first.seoSlug},nope&locale=es-AR`))).json(),
    );
    expect(body.products.map((p) => p.seoSlug)).toEqual([first.seoSlug]);
    expect((await fetch(api("/products?productGroup=seeds"))).status).toBe(400);
    expect((await fetch(api("/products?productGroup=tractors&locale=es-AR"))).status).toBe(400);
  });

  it.each([
    ["es-AR", ["109", "1"]],
    ["en-US", ["109", "1"]],
    ["pt-BR", ["1"]],
  ])("brands of %s: %j", async (locale, values) => {
    const body = brandList.parse(await (await fetch(api(`/brands?locale=${locale}`))).json());
    expect(body.brands.map((b) => b.value)).toEqual(values);
  });

  it("answers the asset lookup per group, 404 for an unknown slug, and serves the files", async () => {
    const products = await all("es-AR");
    const seed = products.find((p) => p.productGroup === "seeds" && (p.attachments?.length ?? 0) > 0)!;
    const assets = productAssets.parse(
      await (await fetch(api(`/assets/seed-assets?seoSlug=${seed.seoSlug}&locale=es-AR`))).json(),
    );
    expect(assets["product-logo"]?.url).toMatch(/^\/images\/catalog\/brands\//);
    expect(assets.pdf?.url).toContain(`/products/files/${seed.seoSlug}/`);
    expect((await fetch(api(`/assets/crop-protection-assets?seoSlug=${seed.seoSlug}&locale=es-AR`))).status).toBe(404);
    const pdf = await fetch(assets.pdf!.url);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await pdf.text()).startsWith("%PDF-1.4")).toBe(true);
  });
});

describe("seed-quality upstream (corn-batch)", () => {
  const lookup = async (code: string, locale?: string) => {
    const query = new URLSearchParams({ seedGroupCode: code, ...(locale ? { locale } : {}) });
    const response = await fetch(`${sandbox.env.SEED_QUALITY_API_URL}/corn-batch/?${query}`);
    return seedQualityOutcome(response.status, await response.json());
  };
  it("finds every known lot, its plate in the language asked for (Spanish, the partner's own, by default)", async () => {
    for (const [code, lot] of Object.entries(SEED_LOTS)) {
      expect(await lookup(code)).toEqual({ ok: true, result: { ...lot, recommendedPlate: lot.recommendedPlate.es } });
      for (const [locale, language] of [
        ["es-AR", "es"],
        ["es-US", "es"],
        ["pt-BR", "pt"],
        ["en-US", "en"],
      ] as const)
        expect(await lookup(code, locale)).toMatchObject({
          result: { recommendedPlate: lot.recommendedPlate[language] },
        });
    }
    // The US lot a grower in Argentina can look up, in Spanish there (issue 27: it was English on every page).
    expect(await lookup("CX24-1180-0022", "es-AR")).toMatchObject({
      result: { recommendedPlate: "Placa 30 celdas (maíz redondo grande)" },
    });
  });
  it.each([
    ["NOPE-1", { kind: "message", message: "Lote no encontrado", reason: "not-found" }],
    ["SOJ-123", { kind: "message", message: "El código corresponde a un lote de soja", reason: "soybean" }],
    ["SG19-1111-0001", { kind: "message", message: "Lote vencido", reason: "expired" }],
    ["ERR500", { kind: "unknown", message: "Unkown error" }],
  ])("%s → %j", async (code, error) => {
    expect(await lookup(code)).toEqual({ ok: false, error });
  });
});
