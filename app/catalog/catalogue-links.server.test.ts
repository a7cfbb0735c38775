// @vitest-environment node
import { describe, expect, it } from "vitest";

import { answer, args, loaderSandbox } from "../../sandbox/loader-test-support";
import { setFault } from "../../sandbox/test-support";

/**
 * The pages a catalogue card leads to, against a real sandbox: the product
 * page (and its degraded states) and the legacy catalogue links, each followed
 * from a card the catalogue lists.
 */
const { fresh, sandbox } = loaderSandbox();
const modules = () =>
  fresh(async () => ({
    catalog: await import("~/routes/$locale/catalog/route"),
    product: await import("~/routes/$locale/product/route"),
    legacy: await import("~/routes/resources/legacy-catalog"),
    products: await import("~/services/products/client.server"),
  }));

describe("product loader", () => {
  it("renders a seed at /d, redirects it from /cpd, and 404s an unknown slug", async () => {
    const { product, catalog } = await modules();
    const { data: list } = await answer(() => catalog.loader(args("/es-ar/catalogo?tab=seeds")));
    const href: string = list.data.cards[0].href;
    expect(href).toMatch(/^\/es-ar\/d\//);
    const page = await answer(() => product.loader(args(href)));
    expect(page.status).toBe(200);
    expect(page.data.kind).toBe("product");
    expect(page.data.facts.map((f: { label: string }) => f.label)).toEqual(
      expect.arrayContaining(["Marca", "Cultivo", "Tecnología", "Madurez relativa"]),
    );
    // What the page is about, not a Product: nothing is sold here (decision 0054).
    expect(page.data.jsonLd[0]).toMatchObject({
      "@type": "ItemPage",
      about: [{}, { "@type": "Brand", name: "Campo Alto" }],
    });
    expect(page.data.downloads.logo).not.toBeNull();
    expect(page.data.meta.alternates).toEqual([{ locale: "es-AR", href }]);

    const moved = await answer(() => product.loader(args(href.replace("/d/", "/cpd/"))));
    expect(moved).toMatchObject({ status: 301, location: href });
    expect((await answer(() => product.loader(args("/es-ar/d/no-such-seed")))).status).toBe(404);
    expect((await answer(() => product.loader(args("/es-ar/d/Bad_Slug")))).status).toBe(404);
  });

  it("lists the product's locales as alternates (the US sells the same product in English and Spanish)", async () => {
    const { product, catalog } = await modules();
    const { data: list } = await answer(() => catalog.loader(args("/en-us/catalog?tab=crop-protection")));
    const page = await answer(() => product.loader(args(list.data.cards[0].href)));
    const locales = page.data.meta.alternates.map((alternate: { locale: string }) => alternate.locale);
    expect(locales).toEqual(expect.arrayContaining(["en-US", "es-US"]));
  });

  it("spec 002 §8: a failed asset lookup gives the product without assets", async () => {
    const { product, catalog, products } = await modules();
    const { data: list } = await answer(() => catalog.loader(args("/es-ar/catalogo?tab=crop-protection")));
    const href: string = list.data.cards[1].href;
    // The product and every locale's catalogue (where it exists, for hreflang) are cached; its assets are not.
    await products.getProductBySlug("es-AR", href.split("/").pop()!);
    for (const locale of ["es-AR", "pt-BR", "en-US", "es-US"] as const) await products.getCatalog(locale);
    await products.getBrands("es-AR");
    await setFault(sandbox(), { upstream: "products", mode: "status", status: 500 });
    const page = await answer(() => product.loader(args(href)));
    expect(page.status).toBe(200);
    expect(page.data.kind).toBe("product");
    expect(page.data.downloads).toMatchObject({ logo: null, pdf: null, productLabel: null });
    expect(page.data.downloads.missing).toMatch(/no están disponibles/);
  }, 20_000);

  it("an unreachable upstream is an error state, not a 500", async () => {
    const { product } = await modules();
    await setFault(sandbox(), { upstream: "products", mode: "status", status: 500 });
    const page = await answer(() => product.loader(args("/es-ar/cpd/arado-48")));
    expect(page.status).toBe(200);
    expect(page.data.kind).toBe("unavailable");
  }, 20_000);
});

describe("legacy catalogue links (spec 000 §2)", () => {
  it("301 to the product page in es-AR; an unknown product goes to its brand's catalogue", async () => {
    const { legacy, catalog } = await modules();
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
