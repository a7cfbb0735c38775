import { describe, expect, it } from "vitest";

import { enabledSections, landingSections, localePrefix, LOCALES } from "../../app/countries";
import { oneOfEachTemplate, templateOf } from "./page-templates";

const AR = ["catalogo", "d", "cpd", "articulos", "mis-campos", "mis-campos/recomendaciones", "sobre-surco"];

describe("templateOf", () => {
  it("puts a section's detail pages of one depth in one template, per locale", () => {
    expect(templateOf("/es-ar/d/sg-1030-sts-soy", AR)).toBe("/es-ar/d/*");
    expect(templateOf("/es-ar/d/sg-1072-intacta-soy", AR)).toBe("/es-ar/d/*");
    expect(templateOf("/es-ar/cpd/glifosato-max", AR)).toBe("/es-ar/cpd/*");
    expect(templateOf("/es-us/d/sg-1030-sts-soy", ["d"])).toBe("/es-us/d/*");
  });

  it("keeps a section's landing page apart from its details, and deeper details apart from shallower ones", () => {
    expect(templateOf("/es-ar/articulos", AR)).toBe("/es-ar/articulos");
    expect(templateOf("/es-ar/articulos/siembra-directa", AR)).toBe("/es-ar/articulos/*");
    // A new family of pages (dealers by state and town) is covered by one page per depth, however many there are.
    const dealers = ["revendas"];
    expect(templateOf("/pt-br/revendas/mt/sorriso/agro-norte", dealers)).toBe("/pt-br/revendas/*/*/*");
    expect(templateOf("/pt-br/revendas/go/rio-verde/campo-bom", dealers)).toBe("/pt-br/revendas/*/*/*");
    expect(templateOf("/pt-br/revendas/mt", dealers)).toBe("/pt-br/revendas/*");
  });

  it("matches the longest section path, segment by segment", () => {
    expect(templateOf("/es-ar/mis-campos/recomendaciones", AR)).toBe("/es-ar/mis-campos/recomendaciones");
    expect(templateOf("/es-ar/mis-campos", AR)).toBe("/es-ar/mis-campos");
    // "d" is a section; "dealers" is not under it.
    expect(templateOf("/es-ar/dealers", AR)).toBe("/es-ar/dealers");
  });

  it("makes the home and every page only the content service knows a template of its own", () => {
    expect(templateOf("/es-ar", AR)).toBe("/es-ar");
    expect(templateOf("/es-ar/campana-de-siembra", AR)).toBe("/es-ar/campana-de-siembra");
    expect(templateOf("/es-ar/guias/soja", AR)).toBe("/es-ar/guias/soja");
    expect(templateOf("/es-ar/guias/maiz", AR)).toBe("/es-ar/guias/maiz");
  });
});

describe("oneOfEachTemplate", () => {
  it("keeps the first page of each template, in order", () => {
    const sitemap = [
      "/es-ar",
      "/es-ar/catalogo",
      "/es-ar/d/a",
      "/es-ar/d/b",
      "/es-ar/cpd/c",
      "/es-ar/articulos",
      "/es-ar/articulos/x",
      "/es-ar/articulos/y",
      "/es-ar/guias/soja",
      "/es-ar/guias/maiz",
    ];
    expect(oneOfEachTemplate(sitemap, AR)).toEqual([
      "/es-ar",
      "/es-ar/catalogo",
      "/es-ar/d/a",
      "/es-ar/cpd/c",
      "/es-ar/articulos",
      "/es-ar/articulos/x",
      "/es-ar/guias/soja",
      "/es-ar/guias/maiz",
    ]);
  });

  it("does not grow with the number of pages of a family", () => {
    const dealers = Array.from({ length: 800 }, (_, i) => `/pt-br/revendas/mt/cidade-${i % 40}/revenda-${i}`);
    expect(oneOfEachTemplate(["/pt-br", "/pt-br/revendas", ...dealers], ["revendas"])).toEqual([
      "/pt-br",
      "/pt-br/revendas",
      dealers[0],
    ]);
  });

  it("gives every real locale's landing pages a template each (the country configs' paths are distinct)", () => {
    for (const locale of LOCALES) {
      const paths = enabledSections(locale).map(({ path }) => path);
      const landings = landingSections(locale).map(({ path }) => `/${localePrefix(locale)}/${path}`);
      expect(oneOfEachTemplate(landings, paths)).toEqual(landings);
    }
  });
});
