import { describe, expect, it } from "vitest";

import { readQuery } from "~/forms/read-query";

import {
  type CatalogChange,
  type CatalogQuery,
  catalogQuerySchema,
  catalogSearch,
  changeQuery,
  DEFAULT_QUERY,
  hiddenFields,
  hrefForChange,
  MAX_PAGE,
} from "./query";

const parse = (search: string, locale = "es-AR") => {
  const reading = readQuery(new URLSearchParams(search), catalogQuerySchema(locale));
  // The catalogue's URL never errs: whatever it holds, the page renders a view.
  expect(reading.errors).toEqual({});
  return reading.value;
};

describe("the URL holds the catalogue's state", () => {
  it.each([
    ["", DEFAULT_QUERY],
    [
      "?tab=seeds&trait=VT3P&trait=RR2&maturity=116-125&q=%20src%20&letter=s&page=3&view=table&brand=1",
      {
        tab: "seeds",
        q: "src",
        letter: "S",
        filters: { trait: ["VT3P", "RR2"], maturity: ["116-125"] },
        bio: false,
        brand: "1",
        page: 3,
        view: "table",
      },
    ],
    [
      "?tab=crop-protection&crops=Soja&bio=1&productType=Herbicida&productType=Herbicida",
      { ...DEFAULT_QUERY, tab: "crop-protection", filters: { crops: ["Soja"], productType: ["Herbicida"] }, bio: true },
    ],
    // Facets and the bio switch belong to their tab; elsewhere they are ignored.
    ["?tab=seeds&crops=Soja&bio=1", { ...DEFAULT_QUERY, tab: "seeds" }],
    ["?crops=Soja&trait=VT3P", DEFAULT_QUERY],
    // Garbage is ignored, never an error.
    ["?tab=weapons&page=-4&view=list&letter=%3C", DEFAULT_QUERY],
    ["?page=abc", DEFAULT_QUERY],
    ["?page=9999", { ...DEFAULT_QUERY, page: MAX_PAGE }],
    ["?page=2.5", DEFAULT_QUERY],
    ["?page=0", DEFAULT_QUERY],
  ] as [string, CatalogQuery][])("%s", (search, expected) => {
    expect(parse(search)).toEqual(expected);
  });

  it.each([
    "",
    "?tab=seeds&brand=1&q=src&letter=S&trait=VT3P&maturity=116-125&view=table&page=2",
    "?tab=crop-protection&productType=Herbicida&crops=Ma%C3%ADz&activeIngredients=Atrazina&bio=1",
  ])("round-trips %j", (search) => {
    expect(catalogSearch(parse(search))).toBe(search);
  });
});

describe("how deep the catalogue pages (the paging rule every list shares)", () => {
  it("the deepest page is the one that shows the 10,000th product: 12, then 20 a step", () => {
    expect(MAX_PAGE).toBe(501);
    expect(changeQuery(DEFAULT_QUERY, { kind: "page", page: 10_000 }).page).toBe(MAX_PAGE);
    expect(changeQuery(DEFAULT_QUERY, { kind: "page", page: 0 }).page).toBe(1);
  });
});

describe("changing a filter or tab returns to page 1 (spec 002 §4)", () => {
  const deep = parse("?tab=crop-protection&crops=Soja&bio=1&letter=G&q=gli&page=4&view=table&brand=1");
  it.each([
    [
      { kind: "tab", tab: "seeds" },
      { ...deep, tab: "seeds", filters: {}, bio: false, page: 1 },
    ],
    [
      { kind: "search", q: "  atra " },
      { ...deep, q: "atra", page: 1 },
    ],
    [
      { kind: "letter", letter: "A" },
      { ...deep, letter: "A", page: 1 },
    ],
    [
      { kind: "letter", letter: null },
      { ...deep, letter: null, page: 1 },
    ],
    [
      { kind: "toggle", key: "crops", value: "Trigo" },
      { ...deep, filters: { crops: ["Soja", "Trigo"] }, page: 1 },
    ],
    [
      { kind: "toggle", key: "crops", value: "Soja" },
      { ...deep, filters: {}, page: 1 },
    ],
    [
      { kind: "bio", on: false },
      { ...deep, bio: false, page: 1 },
    ],
    [{ kind: "reset" }, { ...deep, filters: {}, bio: false, letter: null, page: 1 }],
    [
      { kind: "brand", brand: "109" },
      { ...DEFAULT_QUERY, brand: "109", view: "table" },
    ],
    [
      { kind: "view", view: "grid" },
      { ...deep, view: "grid" },
    ],
    [
      { kind: "page", page: 5 },
      { ...deep, page: 5 },
    ],
  ] as [CatalogChange, CatalogQuery][])("%j", (change, expected) => {
    expect(changeQuery(deep, change)).toEqual(expected);
  });

  it("the bio switch stays off outside crop protection", () => {
    expect(changeQuery(parse("?tab=seeds"), { kind: "bio", on: true }).bio).toBe(false);
  });

  it("builds addresses on the catalogue's path, the default view being the bare path", () => {
    expect(hrefForChange("/en-us/catalog", parse("?tab=seeds&page=2"), { kind: "tab", tab: "all" })).toBe(
      "/en-us/catalog",
    );
    expect(hrefForChange("/en-us/catalog", DEFAULT_QUERY, { kind: "page", page: 2 })).toBe("/en-us/catalog?page=2");
  });

  it("carries the rest of the state through a form, without the page and the omitted fields", () => {
    expect(hiddenFields(deep, ["q"])).toEqual([
      ["tab", "crop-protection"],
      ["brand", "1"],
      ["letter", "G"],
      ["crops", "Soja"],
      ["bio", "1"],
      ["view", "table"],
    ]);
    expect(hiddenFields(deep, ["crops", "bio", "q"]).map(([k]) => k)).toEqual(["tab", "brand", "letter", "view"]);
  });
});
