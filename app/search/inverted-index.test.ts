import { describe, expect, it } from "vitest";

import { termsOf } from "~/domain/search/normalize";

import { buildInvertedIndex } from "./inverted-index";
import type { SearchDocument } from "./search-index";

const doc = (id: string, title: string, tags: string[], body: string): SearchDocument => ({
  id,
  type: id.startsWith("a") ? "article" : "product",
  title,
  tags,
  body,
  url: `/x/${id}`,
  summary: null,
});

const documents = [
  doc("p1", "Soja NS 4619", ["Soja", "Glifosato"], "Soja de ciclo corto,tolerante a glifosato. Con 2,4-D:  Raíz!"),
  doc("p2", "Maíz DK 7210", ["Maíz"], "Híbrido de maíz para siembra temprana."),
  doc("a1", "La soja en el norte", [], "Cuándo sembrar soja y maíz en el norte: fechas y densidad."),
  doc("p3", "Arado 48", ["Glifosato", "Herbicida"], "Control de malezas en barbecho."),
  doc("a2", "Malezas resistentes", ["Herbicida"], "Rotar modos de acción contra las malezas resistentes."),
];
const index = buildInvertedIndex(documents);

/** The postings of a word: the documents holding it, with what it is worth in the title and elsewhere. */
function postingsOf(word: string) {
  const w = index.vocabulary.idOf(word);
  if (w < 0) return [];
  return Array.from({ length: index.first[w + 1] - index.first[w] }, (_, i) => index.first[w] + i).map((at) => ({
    id: index.documents[index.documentOf[at]].id,
    title: index.titleScore[at],
    text: index.textScore[at],
  }));
}

describe("the inverted index", () => {
  it("lists, for every folded word, exactly the documents that hold it, in order", () => {
    const words = new Set(documents.flatMap((d) => termsOf([d.title, ...d.tags, d.body].join(" "))));
    expect(index.vocabulary.size).toBe(words.size);
    for (const word of words) {
      const holding = documents
        .filter((d) => termsOf([d.title, ...d.tags, d.body].join(" ")).includes(word))
        .map((d) => d.id);
      expect([word, postingsOf(word).map((p) => p.id)]).toEqual([word, holding]);
    }
    expect(postingsOf("de")).toEqual([]);
  });

  it("scores a word in the title only where the title holds it", () => {
    for (const word of ["soja", "maiz", "glifosato", "malezas"])
      for (const posting of postingsOf(word)) {
        const title = documents.find((d) => d.id === posting.id)!.title;
        expect([word, posting.id, posting.title > 0]).toEqual([word, posting.id, termsOf(title).includes(word)]);
      }
  });

  it("weighs the title over the tags over the body, and a rare word over a common one", () => {
    const fields = buildInvertedIndex([
      doc("t", "alfa", [], "beta gama"),
      doc("g", "beta", ["alfa"], "gama beta"),
      doc("b", "gama", [], "alfa beta"),
    ]);
    const alfa = fields.vocabulary.idOf("alfa");
    const [inTitle, inTags, inBody] = [0, 1, 2].map((i) => fields.first[alfa] + i);
    expect(fields.textScore[inTitle]).toBe(0);
    expect(fields.titleScore[inTags]).toBe(0);
    expect(fields.titleScore[inBody]).toBe(0);
    expect(fields.titleScore[inTitle] / fields.textScore[inTags]).toBeCloseTo(2);
    expect(fields.textScore[inTags] / fields.textScore[inBody]).toBeCloseTo(2);

    const rarity = buildInvertedIndex([
      doc("r", "x", [], "rara comun"),
      doc("s", "y", [], "comun"),
      doc("u", "z", [], "comun"),
    ]);
    const score = (word: string) => rarity.textScore[rarity.first[rarity.vocabulary.idOf(word)]];
    expect(score("rara")).toBeGreaterThan(score("comun"));
  });

  it("keeps what a result shows, each document's type and its title as words", () => {
    expect(index.documents[3]).toEqual({ id: "p3", type: "product", title: "Arado 48", url: "/x/p3", summary: null });
    expect([...index.typeOf]).toEqual([0, 0, 1, 0, 1]);
    expect(index.headings).toEqual(["soja ns 4619", "maiz dk 7210", "soja norte", "arado 48", "malezas resistentes"]);
  });

  it("builds an empty index", () => {
    const empty = buildInvertedIndex([]);
    expect(empty.vocabulary.size).toBe(0);
    expect([...empty.first]).toEqual([0]);
  });
});
