// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "../../../sandbox/test-support";

/**
 * The products and seed-quality clients against a real sandbox. Each test
 * loads fresh modules (a cold cache, closed breakers), with the sandbox's
 * addresses in the environment, and a log that records what it was told.
 */
let sandbox: TestSandbox;
const logged: { level: string; message: string; fields: Record<string, unknown> }[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(async () => {
  await clearFaults(sandbox);
  logged.length = 0;
});
afterAll(async () => {
  await sandbox?.dispose();
});

async function fresh() {
  vi.resetModules();
  process.env.PRODUCTS_API_URL = sandbox.env.PRODUCTS_API_URL;
  process.env.SEED_QUALITY_API_URL = sandbox.env.SEED_QUALITY_API_URL;
  vi.doMock("../log.server", () => ({
    log: (level: string, message: string, fields: Record<string, unknown> = {}) =>
      logged.push({ level, message, fields }),
  }));
  return {
    products: await import("./client.server"),
    seedQuality: await import("../seed-quality/client.server"),
  };
}

describe("products client", () => {
  it("reads every group page by page (20 per fetch) into one catalogue", async () => {
    const { products } = await fresh();
    const catalog = await products.getCatalog("es-AR");
    expect(catalog.failedGroups).toEqual([]);
    expect(catalog.products.length).toBeGreaterThanOrEqual(150);
    expect(new Set(catalog.products.map((p) => p.productGroup))).toEqual(
      new Set(["seeds", "crop-protection", "biological", "digital-solutions"]),
    );
    expect((await products.getBrands("es-AR")).map((b) => b.value)).toEqual(["109", "1"]);
  });

  it("serves the cached catalogue for 30 minutes, even while the upstream fails", async () => {
    const { products } = await fresh();
    const first = await products.getCatalog("pt-BR");
    await setFault(sandbox, { upstream: "products", mode: "status", status: 500 });
    const second = await products.getCatalog("pt-BR");
    expect(second.products).toEqual(first.products);
    expect(logged).toEqual([]);
  });

  it("spec 002 §8: a failing upstream logs 'Error fetching products' and gives an empty list, never an exception", async () => {
    const { products } = await fresh();
    await setFault(sandbox, { upstream: "products", mode: "status", status: 500 });
    const catalog = await products.getCatalog("en-US");
    expect(catalog.products).toEqual([]);
    expect(catalog.failedGroups.sort()).toEqual(["biological", "crop-protection", "digital-solutions", "seeds"]);
    expect(
      logged
        .filter((l) => l.message === "Error fetching products")
        .map((l) => l.fields.group)
        .sort(),
    ).toEqual(catalog.failedGroups);
    expect(await products.getBrands("en-US")).toEqual([]);
  }, 20_000);

  it("a body that breaks the contract is a failure too", async () => {
    const { products } = await fresh();
    await setFault(sandbox, { upstream: "products", mode: "malformed", malformed: "shape" });
    expect((await products.getCatalog("es-US")).products).toEqual([]);
    expect(logged.some((l) => l.message === "Error fetching products" && l.fields.kind === "invalid-response")).toBe(
      true,
    );
  });

  it("finds a product by slug, tells a missing one from an unreachable upstream", async () => {
    const { products } = await fresh();
    const { products: all } = await products.getCatalog("es-AR");
    const seed = all.find((p) => p.productGroup === "seeds")!;
    expect(await products.getProductBySlug("es-AR", seed.seoSlug)).toEqual({ status: "found", product: seed });
    expect(await products.getProductBySlug("es-AR", "no-such-product")).toEqual({ status: "missing" });
    await setFault(sandbox, { upstream: "products", mode: "status", status: 503 });
    expect(await products.getProductBySlug("es-AR", "another-product")).toEqual({ status: "unavailable" });
  }, 20_000);

  it("spec 002 §8: a failed asset lookup yields the product without assets", async () => {
    const { products } = await fresh();
    const { products: all } = await products.getCatalog("es-AR");
    const withPdf = all.find(
      (p) => p.productGroup === "crop-protection" && p.attachments?.some((a) => a.kind === "pdf"),
    )!;
    const assets = await products.getProductAssets("es-AR", withPdf);
    expect(assets?.pdf?.url).toContain(withPdf.seoSlug);
    expect(await products.getProductAssets("es-AR", { seoSlug: "nothing-here", productGroup: "seeds" })).toBeNull();
    const other = all.find((p) => p.productGroup === "seeds")!;
    await setFault(sandbox, { upstream: "products", mode: "status", status: 500 });
    expect(await products.getProductAssets("es-AR", other)).toBeNull();
  }, 20_000);
});

describe("seed-quality client (corn-batch)", () => {
  it.each([
    ["SG24-7210-0031", { ok: true }],
    ["NOPE-1", { ok: false, error: { kind: "message", message: "Lote no encontrado" } }],
    ["ERR500", { ok: false, error: { kind: "unknown", message: "Unkown error" } }],
  ])(
    "%s → %j",
    async (code, expected) => {
      const { seedQuality } = await fresh();
      expect(await seedQuality.lookupCornBatch(code, "es-AR")).toMatchObject(expected);
    },
    20_000,
  );

  it("asks the partner in the page's locale: the lot's plate comes in the page's language", async () => {
    const { seedQuality } = await fresh();
    const plate = async (locale: "es-AR" | "pt-BR" | "en-US") => {
      const outcome = await seedQuality.lookupCornBatch("CX24-1180-0022", locale);
      return outcome.ok ? outcome.result.recommendedPlate : null;
    };
    expect(await plate("es-AR")).toBe("Placa 30 celdas (maíz redondo grande)");
    expect(await plate("pt-BR")).toBe("Disco de 30 furos (milho redondo grande)");
    expect(await plate("en-US")).toBe("30-cell plate (large round kernels)");
  }, 20_000);

  it.each([
    ["answers 500", { mode: "status", status: 500 }, { kind: "unknown", message: "Unkown error" }],
    ["answers 400 with a message", { mode: "status", status: 400 }, { kind: "message" }],
    ["sends a broken body", { mode: "malformed" }, { kind: "unknown", message: "Unkown error" }],
    ["does not answer", { mode: "hang" }, { kind: "network", message: "Error" }],
  ])(
    "the upstream %s",
    async (_what, fault, error) => {
      const { seedQuality } = await fresh();
      await setFault(sandbox, { upstream: "seed-quality", ...fault });
      expect(await seedQuality.lookupCornBatch("SG24-7210-0031", "es-AR")).toMatchObject({ ok: false, error });
    },
    20_000,
  );

  it("a partner failing again and again stays 'Unkown error' once its circuit opens (not the network's 'Error')", async () => {
    const { seedQuality } = await fresh();
    await setFault(sandbox, { upstream: "seed-quality", mode: "status", status: 500 });
    const answers = [];
    // Enough lookups to open the circuit (5 consecutive failures, each lookup retried once) and then be refused by it.
    for (let i = 0; i < 6; i++) answers.push(await seedQuality.lookupCornBatch("SG24-7210-0031", "es-AR"));
    // A refused call is not logged: fewer failures logged than lookups made shows the circuit did open.
    const reached = logged.filter((l) => l.message === "upstream call failed" && l.fields.upstream === "seed-quality");
    expect(reached.length).toBeLessThan(answers.length);
    for (const answer of answers) expect(answer).toMatchObject({ ok: false, error: { kind: "unknown" } });
  }, 30_000);
});
