// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "../../../../sandbox/test-support";

/**
 * The catalogue, product, seed-quality, corn-batch and legacy-link loaders
 * against a real sandbox: what each answers, and that a failing upstream
 * degrades one widget while the page still answers 200. Fresh modules per test
 * (cold cache, closed breakers, a new rate-limit window).
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(async () => {
  await clearFaults(sandbox);
});
afterAll(async () => {
  await sandbox?.dispose();
});

async function fresh() {
  vi.resetModules();
  process.env.PRODUCTS_API_URL = sandbox.env.PRODUCTS_API_URL;
  process.env.SEED_QUALITY_API_URL = sandbox.env.SEED_QUALITY_API_URL;
  return {
    catalog: await import("./route"),
    product: await import("../product/route"),
    seedQuality: await import("../seed-quality/route"),
    cornBatch: await import("../../partners/corn-batch"),
    legacy: await import("../../resources/legacy-catalog"),
    products: await import("../../../services/products/client.server"),
  };
}

const args = (path: string, params: Record<string, string> = {}, ip = "203.0.113.7") =>
  ({ request: new Request(`http://localhost${path}`), params, context: { clientIp: ip } }) as never;

/** A loader's answer: plain data, data() with a status, or a thrown/returned Response. */
async function answer(run: () => unknown): Promise<{ status: number; data: any; location?: string | null }> {
  try {
    const result = (await run()) as any;
    if (result instanceof Response)
      return {
        status: result.status,
        data: await result
          .clone()
          .json()
          .catch(() => null),
        location: result.headers.get("location"),
      };
    if (result?.type === "DataWithResponseInit") return { status: result.init?.status ?? 200, data: result.data };
    return { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: null, location: thrown.headers.get("location") };
    // A thrown data() (app/render/http-errors.ts: notFound, forbidden) carries its status like a Response.
    if ((thrown as any)?.type === "DataWithResponseInit")
      return { status: (thrown as any).init?.status ?? 500, data: (thrown as any).data };
    throw thrown;
  }
}

describe("catalogue loader", () => {
  it("shows the first brand's first 12 products with a view-more step of 20", async () => {
    const { catalog } = await fresh();
    const { status, data } = await answer(() => catalog.loader(args("/es-ar/catalogo")));
    expect(status).toBe(200);
    expect(data.data.brand.current.value).toBe("109");
    expect(data.data.cards).toHaveLength(12);
    expect(data.data.loadMore).toMatchObject({ count: 20, label: "Ver 20 más" });
    expect(data.data.loadMore.href).toMatch(/^\/es-ar\/catalogo\?page=2#product-13$/);
    expect(data.data.countLabel).toBe(`Mostrando 12 de ${data.data.total} productos`);
    expect(data.data.tabs.map((t: { label: string }) => t.label)).toEqual([
      "Todos",
      "Protección de cultivos",
      "Semillas",
      "Soluciones digitales",
    ]);
  });

  it("filters by tab and facet, and the facets carry no null options", async () => {
    const { catalog } = await fresh();
    const { data } = await answer(() => catalog.loader(args("/es-ar/catalogo?tab=crop-protection&crops=Soja")));
    const crops = data.data.filters.find((f: { key: string }) => f.key === "crops");
    expect(crops.options.map((o: { value: string }) => o.value)).not.toContain("null");
    expect(crops.options.find((o: { value: string }) => o.value === "Soja").checked).toBe(true);
    expect(data.data.chips.map((c: { label: string }) => c.label)).toContain("Quitar filtro: Soja");
    expect(data.data.total).toBeGreaterThan(0);
    expect(data.data.total).toBeLessThan(data.data.tabs[1].count + 1);
  });

  it("asks before changing brand without JavaScript (?changeBrand)", async () => {
    const { catalog } = await fresh();
    const { data } = await answer(() => catalog.loader(args("/es-ar/catalogo?tab=seeds&changeBrand=1")));
    expect(data.data.brand.confirm.to.value).toBe("1");
    expect(data.data.brand.confirm.continueHref).toBe("/es-ar/catalogo?brand=1");
    expect(data.data.brand.confirm.cancelHref).toBe("/es-ar/catalogo?tab=seeds");
    expect(data.copy.brand.confirmTitle).toBe("¿Cambiar a Surco Genética?");
  });

  it("hides the brand picker in Brazil", async () => {
    const { catalog } = await fresh();
    const { data } = await answer(() => catalog.loader(args("/pt-br/catalogo")));
    expect(data.data.brand.picker).toEqual([]);
  });

  it("the bio product list keeps only biological products", async () => {
    const { catalog } = await fresh();
    const { data } = await answer(() => catalog.loader(args("/es-ar/biologicos")));
    expect(data.variant).toBe("bio");
    expect(data.data.total).toBeGreaterThan(3);
    expect(data.data.cards.every((c: { badges: string[] }) => c.badges.includes("Biológico"))).toBe(true);
  });

  it("spec 002 §8: a failing products upstream empties the list, the page says no results, and answers 200", async () => {
    const { catalog } = await fresh();
    await setFault(sandbox, { upstream: "products", mode: "status", status: 500 });
    const { status, data } = await answer(() => catalog.loader(args("/en-us/catalog")));
    expect(status).toBe(200);
    expect(data.data.failed).toBe(true);
    expect(data.data.total).toBe(0);
    expect(data.data.cards).toEqual([]);
    expect(data.copy.results.emptyTitle).toBe("No matching results found");
  }, 20_000);
});

describe("product loader", () => {
  it("renders a seed at /d, redirects it from /cpd, and 404s an unknown slug", async () => {
    const { product, catalog } = await fresh();
    const { data: list } = await answer(() => catalog.loader(args("/es-ar/catalogo?tab=seeds")));
    const href: string = list.data.cards[0].href;
    expect(href).toMatch(/^\/es-ar\/d\//);
    const page = await answer(() => product.loader(args(href)));
    expect(page.status).toBe(200);
    expect(page.data.kind).toBe("product");
    expect(page.data.facts.map((f: { label: string }) => f.label)).toEqual(
      expect.arrayContaining(["Marca", "Cultivo", "Tecnología", "Madurez relativa"]),
    );
    expect(page.data.jsonLd).toMatchObject({ "@type": "Product", brand: { name: "Campo Alto" } });
    expect(page.data.downloads.logo).not.toBeNull();
    expect(page.data.meta.alternates).toEqual(["es-AR"]);

    const moved = await answer(() => product.loader(args(href.replace("/d/", "/cpd/"))));
    expect(moved).toMatchObject({ status: 301, location: href });
    expect((await answer(() => product.loader(args("/es-ar/d/no-such-seed")))).status).toBe(404);
    expect((await answer(() => product.loader(args("/es-ar/d/Bad_Slug")))).status).toBe(404);
  });

  it("lists the product's locales as alternates (the US sells the same product in English and Spanish)", async () => {
    const { product, catalog } = await fresh();
    const { data: list } = await answer(() => catalog.loader(args("/en-us/catalog?tab=crop-protection")));
    const page = await answer(() => product.loader(args(list.data.cards[0].href)));
    expect(page.data.meta.alternates.sort()).toEqual(expect.arrayContaining(["en-US", "es-US"]));
  });

  it("spec 002 §8: a failed asset lookup gives the product without assets", async () => {
    const { product, catalog, products } = await fresh();
    const { data: list } = await answer(() => catalog.loader(args("/es-ar/catalogo?tab=crop-protection")));
    const href: string = list.data.cards[1].href;
    // The product (and the other locales' look-ups for hreflang) are cached; its assets are not.
    for (const locale of ["es-AR", "pt-BR", "en-US", "es-US"] as const)
      await products.getProductBySlug(locale, href.split("/").pop()!);
    await products.getBrands("es-AR");
    await setFault(sandbox, { upstream: "products", mode: "status", status: 500 });
    const page = await answer(() => product.loader(args(href)));
    expect(page.status).toBe(200);
    expect(page.data.kind).toBe("product");
    expect(page.data.downloads).toMatchObject({ logo: null, pdf: null, productLabel: null });
    expect(page.data.downloads.missing).toMatch(/no están disponibles/);
  }, 20_000);

  it("an unreachable upstream is an error state, not a 500", async () => {
    const { product } = await fresh();
    await setFault(sandbox, { upstream: "products", mode: "status", status: 500 });
    const page = await answer(() => product.loader(args("/es-ar/cpd/arado-48")));
    expect(page.status).toBe(200);
    expect(page.data.kind).toBe("unavailable");
  }, 20_000);
});

describe("seed-quality loader and the corn-batch endpoint", () => {
  it.each([
    ["?lot=%20sg24-7210-0031%20", "SG24-7210-0031", { ok: true }],
    ["?lot=nope-1", "NOPE-1", { ok: false, error: { kind: "message", message: "Lote no encontrado" } }],
    ["?lot=err500", "ERR500", { ok: false, error: { kind: "unknown", message: "Unkown error" } }],
    ["?lot=%20%20", null, null],
    ["", null, null],
  ])(
    "%s → lot %s",
    async (query, lot, outcome) => {
      const { seedQuality } = await fresh();
      const { status, data } = await answer(() => seedQuality.loader(args(`/es-ar/calidad-de-semilla${query}`)));
      expect(status).toBe(200);
      expect(data.lot).toBe(lot);
      if (outcome) expect(data.outcome).toMatchObject(outcome);
      else expect(data.outcome).toBeNull();
    },
    20_000,
  );

  it.each([
    ["SG24-6950-0107", 200, { hybrid: "Pampero VT4PRO", germinationPower: 98 }],
    ["  sg24-6950-0107 ", 200, { grade: "C1" }],
    ["NOPE-9", 400, { message: "Lote no encontrado" }],
    ["", 400, { message: "seedGroupCode is required" }],
    ["ERR500", 502, { message: "Unkown error" }],
  ])(
    "GET corn-batch ?seedGroupCode=%j → %i",
    async (code, status, body) => {
      const { cornBatch } = await fresh();
      const result = await answer(() =>
        cornBatch.loader(args(`/api/partners/cultivio/corn-batch?seedGroupCode=${encodeURIComponent(code)}`)),
      );
      expect(result.status).toBe(status);
      expect(result.data).toMatchObject(body);
    },
    20_000,
  );

  it("an unreachable partner is 504 'Error'", async () => {
    const { cornBatch } = await fresh();
    await setFault(sandbox, { upstream: "seed-quality", mode: "hang" });
    const result = await answer(() =>
      cornBatch.loader(args("/api/partners/cultivio/corn-batch?seedGroupCode=SG24-7210-0031")),
    );
    expect(result).toMatchObject({ status: 504, data: { message: "Error" } });
  }, 20_000);

  it("rate-limits per client, page and endpoint together (30 a minute in tests' settings)", async () => {
    const { cornBatch, seedQuality } = await fresh();
    for (let i = 0; i < 15; i++)
      await cornBatch.loader(args("/api/partners/cultivio/corn-batch?seedGroupCode=NOPE", {}, "198.51.100.1"));
    for (let i = 0; i < 15; i++)
      await seedQuality.loader(args("/es-ar/calidad-de-semilla?lot=NOPE", {}, "198.51.100.1"));
    expect(
      (
        await answer(() =>
          cornBatch.loader(args("/api/partners/cultivio/corn-batch?seedGroupCode=NOPE", {}, "198.51.100.1")),
        )
      ).status,
    ).toBe(429);
    const page = await answer(() => seedQuality.loader(args("/es-ar/calidad-de-semilla?lot=NOPE", {}, "198.51.100.1")));
    expect(page.status).toBe(429);
    expect(page.data.outcome).toBe("rate-limited");
    // Another client is not affected; an empty code is not a lookup and costs nothing.
    expect(
      (
        await answer(() =>
          cornBatch.loader(args("/api/partners/cultivio/corn-batch?seedGroupCode=NOPE", {}, "198.51.100.2")),
        )
      ).status,
    ).toBe(400);
    expect((await answer(() => seedQuality.loader(args("/es-ar/calidad-de-semilla", {}, "198.51.100.1")))).status).toBe(
      200,
    );
  }, 30_000);
});

describe("legacy catalogue links (spec 000 §2)", () => {
  it("301 to the product page in es-AR; an unknown product goes to its brand's catalogue", async () => {
    const { legacy, catalog } = await fresh();
    const { data } = await answer(() => catalog.loader(args("/es-ar/catalogo?tab=seeds")));
    const card = data.data.cards[0];
    const found = await answer(() =>
      legacy.loader(
        args("/es/catalog/maiz/campo-alto/109/x/catalog", {
          crop: "maiz",
          brandSlug: "campo-alto",
          brandId: "109",
          productId: card.id,
        }),
      ),
    );
    expect(found).toMatchObject({ status: 301, location: card.href });
    const gone = await answer(() =>
      legacy.loader(
        args("/es/catalog/soja/surco/1/999999/catalog", {
          crop: "soja",
          brandSlug: "surco",
          brandId: "1",
          productId: "999999",
        }),
      ),
    );
    expect(gone).toMatchObject({ status: 302, location: "/es-ar/catalogo?brand=1" });
  });
});
