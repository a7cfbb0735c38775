import { describe, expect, it } from "vitest";

import { countryOf, type Locale } from "~/countries";
import type { Brand, Product } from "~/domain/catalog/product";
import { readQuery } from "~/forms/read-query";

import { buildCatalogView } from "./catalog-view";
import { catalogQuerySchema } from "./query";
import { productOf } from "./test-support";

const labels = { filter: (k: string) => k, maturityBand: (id: string) => id };
const brands: Brand[] = [
  { value: "109", icon: "/a.svg", displayName: "Campo Alto" },
  { value: "1", icon: "/b.svg", displayName: "Surco" },
];

function catalogue(): Product[] {
  const list: Product[] = [];
  for (let i = 0; i < 30; i++)
    list.push(
      productOf({
        productLabel: `Semilla ${String(i).padStart(2, "0")}`,
        productGroup: "seeds",
        trait: i % 2 ? "VT3P" : "RR2",
        maturitySort: 100 + i,
        cropLabel: "Maíz",
      }),
    );
  list.push(
    productOf({
      productLabel: "Atrazina 90",
      productTypeLabel: "Herbicida",
      crops: ["Maíz", "null"],
      activeIngredients: [{ ingredient: "Atrazina" }],
    }),
  );
  list.push(
    productOf({
      productLabel: "BioRaíz",
      productGroup: "biological",
      productType: "Inoculante",
      crops: ["Soja"],
      isBio: true,
    }),
  );
  list.push(productOf({ productLabel: "Campo Digital", productGroup: "digital-solutions" }));
  list.push(productOf({ productLabel: "Zeta Otra Marca", brand: "1" }));
  return list;
}

const view = (search: string, locale: Locale = "es-AR") =>
  buildCatalogView(
    catalogue(),
    brands,
    readQuery(new URLSearchParams(search), catalogQuerySchema(locale)).value,
    locale,
    countryOf(locale).catalog,
    labels,
  );

describe("the catalogue view", () => {
  it.each([
    ["", 33, 12, 20, [33, 2, 30, 1]],
    ["?page=2", 33, 32, 1, [33, 2, 30, 1]],
    ["?page=3", 33, 33, 0, [33, 2, 30, 1]],
    ["?tab=seeds", 30, 12, 18, [33, 2, 30, 1]],
    ["?tab=seeds&trait=VT3P", 15, 12, 3, [33, 2, 30, 1]],
    ["?tab=seeds&maturity=106-115", 10, 10, 0, [33, 2, 30, 1]],
    ["?tab=crop-protection&bio=1", 1, 1, 0, [33, 2, 30, 1]],
    ["?tab=crop-protection&crops=Ma%C3%ADz", 1, 1, 0, [33, 2, 30, 1]],
    ["?q=semilla%200", 10, 10, 0, [10, 0, 10, 0]],
    ["?letter=A", 1, 1, 0, [1, 1, 0, 0]],
    ["?brand=1", 1, 1, 0, [1, 1, 0, 0]],
    ["?brand=999", 33, 12, 20, [33, 2, 30, 1]],
    ["?q=nada", 0, 0, 0, [0, 0, 0, 0]],
  ])("%s: %i results, %i shown, %i more, tab counts %j", (search, total, shown, more, counts) => {
    const v = view(search);
    expect(v.total).toBe(total);
    expect(v.shown).toHaveLength(shown);
    expect(v.loadMore).toBe(more);
    expect(v.tabs.map((t) => t.count)).toEqual(counts);
  });

  it("picks the first brand when the URL names none or an unknown one, and shows the picker outside pt-BR", () => {
    expect(view("?brand=999").brand?.value).toBe("109");
    expect(view("?brand=1").brand?.value).toBe("1");
    expect(view("", "es-AR").showBrandPicker).toBe(true);
    expect(view("", "pt-BR").showBrandPicker).toBe(false);
  });

  it("sorts by label and lists facets of the tab only, cleaned", () => {
    const v = view("?tab=crop-protection");
    expect(v.shown.map((p) => p.productLabel)).toEqual(["Atrazina 90", "BioRaíz"]);
    expect(v.filters.map((f) => [f.filterKey, f.options.map((o) => o.value)])).toEqual([
      ["productType", ["Herbicida", "Inoculante"]],
      ["crops", ["Maíz", "Soja"]],
      ["activeIngredients", ["Atrazina"]],
    ]);
    expect(v.bioFilter).toBe(true);
    expect(view("").filters).toEqual([]);
  });

  it("keeps every option of a facet when one is chosen", () => {
    expect(
      view("?tab=seeds&trait=VT3P")
        .filters.find((f) => f.filterKey === "trait")!
        .options.map((o) => o.value),
    ).toEqual(["RR2", "VT3P"]);
  });

  it("enables only letters with products in the current results (the letter itself aside)", () => {
    const v = view("?tab=crop-protection&letter=A");
    expect(v.letters.filter((l) => l.enabled).map((l) => l.letter)).toEqual(["A", "B"]);
    expect(v.letters).toHaveLength(27);
    expect(v.letterLayout).toBe("start");
  });

  it("shows reset per the spec's rule and the country's setting", () => {
    expect(view("?tab=seeds&trait=VT3P", "en-US").showReset).toBe(true);
    expect(view("?tab=seeds", "en-US").showReset).toBe(false);
    expect(view("?tab=seeds&trait=VT3P", "pt-BR").showReset).toBe(false);
    // Argentina forces the display (decision 10).
    expect(view("?tab=seeds", "es-AR").showReset).toBe(true);
  });
});
