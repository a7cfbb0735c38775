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
const miniIndex = (documents: SearchDocument[]) => embeddedEngine.build(documents, { synonyms });
const index = miniIndex([
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
]);
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

describe("the word being typed", () => {
  it("is the last word, read as a prefix from its third letter", () => {
    expect(ids("ara")).toEqual(expect.arrayContaining(["arado", "arado-plus", "aradox"]));
    expect(ids("ar")).toEqual([]);
    expect(ids("glifosato ara")).toEqual(["arado"]);
    // An earlier word is complete: "ara" there is a word of its own, which no document holds.
    expect(ids("ara glifosato")).toEqual([]);
  });

  it("ranks a document holding the word as typed before one it reaches only as a prefix or a typo", () => {
    const typed = miniIndex([
      doc("near", "Fungicidas Max", { tags: ["Fungicidas"] }),
      doc("exact", "Control total", { body: "Un fungicida de contacto, entre otros productos" }),
    ]);
    // The title and tags weigh more, but "fungicidas" is not the word typed.
    expect(typed.search({ query: "fungicida", from: 0, size: 5 }).hits.map((hit) => hit.id)).toEqual(["exact", "near"]);
    expect(ids("arado")).toEqual(["arado", "arado-plus", "aradox"]);
    const folded = miniIndex([doc("plain", "Aradox 48"), doc("accented", "Árado: 48")]);
    expect(folded.search({ query: "arado 48", from: 0, size: 5 }).hits.map((hit) => hit.id)).toEqual([
      "accented",
      "plain",
    ]);
  });
});

describe("a large index", () => {
  // 3,000 documents of 40 words: enough for ties, every tier and several pages.
  const WORDS = ["soja", "maiz", "trigo", "girasol", "glifosato", "atrazina", "siembra", "cosecha", "lote", "dosis"];
  let state = 17;
  const next = (n: number) => (state = (state * 48_271) % 2_147_483_647) % n;
  const text = (n: number) => Array.from({ length: n }, () => WORDS[next(WORDS.length)]).join(" ");
  const documents = Array.from({ length: 3_000 }, (_, i) =>
    doc(`d${i}`, text(1 + next(3)), {
      type: (["product", "article", "page"] as const)[i % 3],
      tags: [WORDS[next(WORDS.length)]],
      body: text(40),
    }),
  );
  const large = miniIndex(documents);

  it.each(["soja", "soja trigo", "glifosato cose", "trigo maiz soja", "sojaa"])(
    "pages %j as one ranked list, and counts every match in the facets",
    (query) => {
      const all = large.search({ query, from: 0, size: 3_000 });
      expect(all.total).toBeGreaterThan(20);
      expect(all.hits).toHaveLength(all.total);
      expect(all.facets.product + all.facets.article + all.facets.page).toBe(all.total);
      const pages = [0, 7, 14, 21].map((from) => large.search({ query, from, size: 7 }).hits);
      expect(pages.flat()).toEqual(all.hits.slice(0, 28));
      const articles = large.search({ query, types: ["article"], from: 0, size: 3_000 });
      expect(articles.total).toBe(all.facets.article);
      expect(articles.hits).toEqual(all.hits.filter((hit) => hit.type === "article"));
    },
  );

  it("answers past the last page with the total and no hits", () => {
    const past = large.search({ query: "soja", from: 5_000, size: 10 });
    expect(past.hits).toEqual([]);
    expect(past.total).toBe(large.search({ query: "soja", from: 0, size: 1 }).total);
  });

  it("finds nothing in an empty index", () => {
    expect(miniIndex([]).search({ query: "soja", from: 0, size: 10 })).toEqual({
      hits: [],
      total: 0,
      facets: { product: 0, article: 0, page: 0 },
    });
  });
});
