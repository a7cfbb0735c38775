// @vitest-environment node
import { describe, expect, it } from "vitest";

import { answer, args, loaderSandbox } from "../../../../sandbox/loader-test-support";
import { setFault } from "../../../../sandbox/test-support";

/**
 * The catalogue loader against a real sandbox: what it answers, and that a
 * failing upstream empties the list while the page still answers 200.
 */
const { fresh, sandbox } = loaderSandbox();
const modules = () =>
  fresh(async () => ({
    catalog: await import("./route"),
  }));

describe("catalogue loader", () => {
  it("shows the first brand's first 12 products with a view-more step of 20", async () => {
    const { catalog } = await modules();
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
    const { catalog } = await modules();
    const { data } = await answer(() => catalog.loader(args("/es-ar/catalogo?tab=crop-protection&crops=Soja")));
    const crops = data.data.filters.find((f: { key: string }) => f.key === "crops");
    expect(crops.options.map((o: { value: string }) => o.value)).not.toContain("null");
    expect(crops.options.find((o: { value: string }) => o.value === "Soja").checked).toBe(true);
    expect(data.data.chips.map((c: { label: string }) => c.label)).toContain("Quitar filtro: Soja");
    expect(data.data.total).toBeGreaterThan(0);
    expect(data.data.total).toBeLessThan(data.data.tabs[1].count + 1);
  });

  it("asks before changing brand without JavaScript (?changeBrand)", async () => {
    const { catalog } = await modules();
    const { data } = await answer(() => catalog.loader(args("/es-ar/catalogo?tab=seeds&changeBrand=1")));
    expect(data.data.brand.confirm.to.value).toBe("1");
    expect(data.data.brand.confirm.continueHref).toBe("/es-ar/catalogo?brand=1");
    expect(data.data.brand.confirm.cancelHref).toBe("/es-ar/catalogo?tab=seeds");
    expect(data.copy.brand.confirmTitle).toBe("¿Cambiar a Surco Genética?");
  });

  it("hides the brand picker in Brazil", async () => {
    const { catalog } = await modules();
    const { data } = await answer(() => catalog.loader(args("/pt-br/catalogo")));
    expect(data.data.brand.picker).toEqual([]);
  });

  it("the bio product list keeps only biological products", async () => {
    const { catalog } = await modules();
    const { data } = await answer(() => catalog.loader(args("/es-ar/biologicos")));
    expect(data.variant).toBe("bio");
    expect(data.data.total).toBeGreaterThan(3);
    expect(data.data.cards.every((c: { badges: string[] }) => c.badges.includes("Biológico"))).toBe(true);
  });

  it("spec 002 §8: a failing products upstream empties the list, the page says no results, and answers 200", async () => {
    const { catalog } = await modules();
    await setFault(sandbox(), { upstream: "products", mode: "status", status: 500 });
    const { status, data } = await answer(() => catalog.loader(args("/en-us/catalog")));
    expect(status).toBe(200);
    expect(data.data.failed).toBe(true);
    expect(data.data.total).toBe(0);
    expect(data.data.cards).toEqual([]);
    expect(data.copy.results.emptyTitle).toBe("No matching results found");
  }, 20_000);
});
