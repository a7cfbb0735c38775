import { describe, expect, it } from "vitest";

import { fieldProgress, isDocumentDone } from "./carbon";
import {
  CURVE_STEP,
  curvePoints,
  entriesForField,
  FIELDS_PAGE_SIZE,
  productCards,
  PRODUCTS_SHOWN,
  type RecommendationEntry,
  RECOMMENDATIONS_PAGE_SIZE,
  shownProductIds,
} from "./recommendations";

const entry = (field: string, ids: string[]): RecommendationEntry => ({
  field,
  fieldName: `Lote ${field}`,
  crops: [
    {
      crop: "corn",
      environment: "high",
      cornProducts: ids.map((id, i) => ({ productId: id, name: `H${id}`, density: 7.812345 + i, yield: 11.123456 })),
    },
  ],
  backup: { brand: { logo: "/logo.svg", slug: "dekalb" } },
});

describe("recommendations (spec 000 §3 §9)", () => {
  it("constants", () => {
    expect([FIELDS_PAGE_SIZE, RECOMMENDATIONS_PAGE_SIZE, PRODUCTS_SHOWN, CURVE_STEP]).toEqual([10_000, 10_000, 5, 0.1]);
  });

  it("filters entries by field", () => {
    expect(entriesForField([entry("a", ["1"]), entry("b", ["2"])], "b").map((e) => e.field)).toEqual(["b"]);
  });

  it("derives cards with trimmed figures, catalogue details, first 5 only", () => {
    const catalogue = new Map([
      ["1", { id: "1", name: "DK 72-10", description: "d", image: "/i.webp", technology: "VT3P", seoSlug: "dk-72-10" }],
    ]);
    const cards = productCards(
      [entry("a", ["1", "2", "3", "4", "5", "6", "7"])],
      catalogue,
      (p) => `/es-ar/d/${p.seoSlug}`,
    );
    expect(cards).toHaveLength(5);
    expect(cards[0]).toEqual({
      id: "1",
      fieldId: "a",
      title: "DK 72-10",
      subtitle: "dekalb",
      imgsrc: "/i.webp",
      productSubtitle: "VT3P",
      density: 7.8123,
      yieldings: 11.1234,
      description: "d",
      linkUrl: "/es-ar/d/dk-72-10",
      environment: "high",
      crop: "corn",
    });
    expect(cards[1]).toMatchObject({ title: "H2", imgsrc: "/logo.svg", linkUrl: null, density: 8.8123 });
    expect(shownProductIds([entry("a", ["1", "2", "3", "4", "5", "6"])])).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("curve points are trimmed and sorted", () => {
    expect(
      curvePoints([
        { density: 8.100001, yield: 10.99999 },
        { density: 8.0, yield: 10.5 },
      ]),
    ).toEqual([
      { density: 8, yield: 10.5 },
      { density: 8.1, yield: 10.9999 },
    ]);
  });
});

describe("carbon documents", () => {
  it("'Realizado com sucesso' means done, nothing else", () => {
    expect(isDocumentDone({ status: "Realizado com sucesso" })).toBe(true);
    expect(isDocumentDone({ status: "Em análise" })).toBe(false);
    expect(isDocumentDone(null)).toBe(false);
    expect(
      fieldProgress({
        contracts: { status: "Realizado com sucesso", pathPdf: "/a.pdf" },
        soilAnalysis: { status: "Pendente", pathPdf: null },
      }),
    ).toEqual({ done: 1, total: 4 });
  });
});
