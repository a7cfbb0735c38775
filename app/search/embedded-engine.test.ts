import { describe, expect, it } from "vitest";

import { synonymTable } from "~/domain/search/synonyms";

import { embeddedEngine } from "./embedded-engine";
import type { SearchDocument } from "./search-index";

const doc = (id: string, title: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  type: "product",
  title,
  tags: [],
  body: "",
  url: `/x/${id}`,
  summary: null,
  ...extra,
});

const synonyms = synonymTable(["soja, soya, soybean, soy", "maíz, milho, corn, maize", "glifosato, glyphosate"]);
const index = embeddedEngine.build(
  [
    doc("raiz", "Raíz Fuerte", { tags: ["Fipronil", "Piraclostrobina"] }),
    doc("adubacao", "Guia de adubação de milho", { type: "article", body: "Nitrogênio na semeadura" }),
    doc("nino", "El Niño y la siembra", { type: "page" }),
    doc("corn-1", "DK 7210 VT3P", { tags: ["Maíz"], body: "Híbrido de maíz de alto rendimiento" }),
    doc("corn-2", "SRC 6910 RR", { tags: ["Corn"] }),
    doc("soy-1", "NS 4619 STS", { tags: ["Soja"] }),
    doc("soy-2", "AW 5021 IPRO", { tags: ["Soybean"] }),
    doc("arado", "Arado 48", { tags: ["Glifosato", "Herbicida"], body: "Control de malezas" }),
    doc("barbecho", "Barbecho Total", { tags: ["Glifosato", "Dicamba"] }),
    doc("arado-plus", "Control total con Arado", { type: "article", body: "arado" }),
    doc("aradox", "Aradox Pro", { tags: ["Herbicida"] }),
    doc("fungi", "Fungicida Escudo", { tags: ["Azoxistrobina"], body: "Protege la soja de la roya" }),
  ],
  { synonyms },
);
const ids = (query: string, types?: SearchDocument["type"][]) =>
  index.search({ query, types, from: 0, size: 20 }).hits.map((hit) => hit.id);

describe("the embedded search engine", () => {
  it.each([
    ["adubacao", "adubacao"],
    ["raiz", "raiz"],
    ["RAIZ", "raiz"],
    ["nino", "nino"],
    ["ñino", "nino"],
    ["raíz", "raiz"],
  ])("folds accents and ñ: %j finds %j", (query, id) => expect(ids(query)).toContain(id));

  it("finds the corn hybrids for maíz through the locale's synonyms, whatever word their text uses", () => {
    expect(ids("maíz")).toEqual(expect.arrayContaining(["corn-1", "corn-2"]));
    expect(ids("milho")).toEqual(expect.arrayContaining(["corn-1", "corn-2"]));
    expect(ids("maíz")).not.toContain("soy-1");
  });

  it("finds soja, soya and soybean alike", () => {
    for (const word of ["soja", "soya", "soybean"])
      expect(ids(word)).toEqual(expect.arrayContaining(["soy-1", "soy-2"]));
  });

  it("finds the products of an active ingredient, and through its synonym", () => {
    expect(ids("glifosato")).toEqual(expect.arrayContaining(["arado", "barbecho"]));
    expect(ids("glyphosate")).toEqual(expect.arrayContaining(["arado", "barbecho"]));
    expect(ids("azoxistrobina")).toEqual(["fungi"]);
  });

  it("tolerates one typo on words of five letters or more, none on shorter ones", () => {
    expect(ids("glifozato")).toEqual(expect.arrayContaining(["arado", "barbecho"]));
    expect(ids("fungicda")).toContain("fungi");
    expect(ids("barbexho")).toContain("barbecho");
    expect(ids("roja")).not.toContain("fungi");
    expect(ids("7219")).not.toContain("corn-1");
  });

  it("ranks exact matches first: the title itself, then a title holding the word, then the word anywhere", () => {
    expect(ids("arado")).toEqual(["arado", "arado-plus", "aradox"]);
    expect(ids("arado 48")[0]).toBe("arado");
    expect(ids("soja")[0]).toBe("soy-1");
  });

  it("requires every word of the query", () => {
    expect(ids("glifosato dicamba")).toEqual(["barbecho"]);
  });

  it("ignores an empty or blank query", () => {
    for (const query of ["", "   ", "\t\n", "de la"]) {
      const results = index.search({ query, from: 0, size: 6 });
      expect(results).toEqual({ hits: [], total: 0, facets: { product: 0, article: 0, page: 0 } });
    }
  });

  it("counts every type in the facets and pages the requested ones", () => {
    const all = index.search({ query: "arado", from: 0, size: 10 });
    expect(all.facets).toEqual({ product: 2, article: 1, page: 0 });
    const articles = index.search({ query: "arado", types: ["article"], from: 0, size: 10 });
    expect(articles.facets).toEqual(all.facets);
    expect(articles.total).toBe(1);
    expect(articles.hits.map((hit) => hit.id)).toEqual(["arado-plus"]);
    const second = index.search({ query: "arado", from: 1, size: 1 });
    expect(second.total).toBe(3);
    expect(second.hits).toHaveLength(1);
    expect(second.hits[0].id).toBe(all.hits[1].id);
  });

  it("answers with what a result shows", () => {
    expect(index.search({ query: "raiz", from: 0, size: 1 }).hits[0]).toEqual({
      id: "raiz",
      type: "product",
      title: "Raíz Fuerte",
      url: "/x/raiz",
      summary: null,
    });
  });
});
