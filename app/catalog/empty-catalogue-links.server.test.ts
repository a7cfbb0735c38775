// @vitest-environment node
import { describe, expect, it } from "vitest";

import { loaderSandbox } from "../../sandbox/loader-test-support";

/** Tiles into the catalogue are counted by the catalogue's own view, against a real sandbox (issue 27). */
const { fresh } = loaderSandbox();
const modules = () =>
  fresh(async () => ({
    links: await import("./empty-catalogue-links.server"),
    catalog: await import("~/routes/$locale/catalog/route"),
    support: await import("../../sandbox/loader-test-support"),
  }));

describe("links into the catalogue that find nothing", () => {
  it("are told apart from those that find something, read as the catalogue page reads them", async () => {
    const { links, catalog, support } = await modules();
    const asked = [
      "/catalogo?tab=crop-protection&productType=Herbicida",
      "/catalogo?q=palavra-que-nao-existe",
      "/sobre-surco",
      "https://x.example/",
    ];
    expect(await links.emptyCatalogueLinks("pt-BR", asked)).toEqual(["/catalogo?q=palavra-que-nao-existe"]);
    // The catalogue page agrees: what the tile hides, the page would show as "no results".
    const { data } = await support.answer(() =>
      catalog.loader(support.args("/pt-br/catalogo?q=palavra-que-nao-existe")),
    );
    expect(data.data.cards).toHaveLength(0);
    const found = await support.answer(() =>
      catalog.loader(support.args("/pt-br/catalogo?tab=crop-protection&productType=Herbicida")),
    );
    expect(found.data.data.cards.length).toBeGreaterThan(0);
  });
});
