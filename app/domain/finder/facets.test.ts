import { describe, expect, it } from "vitest";

import {
  facetMatches,
  facetValues,
  foldFacets,
  parseFacetMap,
  passesFacets,
  passesFoldedFacets,
  selectionFrom,
} from "./facets";

describe("contact filters (spec 002 §5)", () => {
  it("splits a field's values on '##'", () => {
    expect(facetValues("Soja##Milho## Trigo ##")).toEqual(["Soja", "Milho", "Trigo"]);
    expect(facetValues("")).toEqual([]);
    expect(facetValues(undefined)).toEqual([]);
  });

  it("matches values case-insensitively", () => {
    expect(facetMatches("Soja##Milho", "MILHO")).toBe(true);
    expect(facetMatches("soja", "Soja")).toBe(true);
    expect(facetMatches("Soja##Milho", "Trigo")).toBe(false);
    // A value is matched whole, never as a substring.
    expect(facetMatches("Milho safrinha", "Milho")).toBe(false);
  });

  it("separates groups on '&&' and a heading from its values on '::'", () => {
    expect(parseFacetMap("crops::Soja##Milho&&services::Sementes##Defensivos##sementes")).toEqual([
      { field: "crops", values: ["Soja", "Milho"] },
      { field: "services", values: ["Sementes", "Defensivos"] },
    ]);
  });

  it("skips a group without a heading and keeps a repeated heading's first group", () => {
    expect(parseFacetMap("Soja##Milho&&::Trigo&&crops::Soja&&crops::Milho")).toEqual([
      { field: "crops", values: ["Soja"] },
    ]);
    expect(parseFacetMap(null)).toEqual([]);
  });

  it("combines chosen facets with AND and ignores an empty choice", () => {
    const facets = { crops: "Soja##Milho", services: "Sementes" };
    expect(passesFacets(facets, { crops: "milho", services: "SEMENTES" })).toBe(true);
    expect(passesFacets(facets, { crops: "milho", services: "Defensivos" })).toBe(false);
    expect(passesFacets(facets, { crops: "" })).toBe(true);
    expect(passesFacets({}, { crops: "Soja" })).toBe(false);
  });

  it("gives the same answer over facets folded once", () => {
    const facets = { crops: "Soja##Milho", services: "Sementes" };
    const selections: Record<string, string>[] = [
      { crops: "milho", services: "SEMENTES" },
      { crops: "milho", services: "Defensivos" },
      { crops: "" },
      { other: "x" },
    ];
    for (const selection of selections)
      expect(passesFoldedFacets(foldFacets(facets), selection)).toBe(passesFacets(facets, selection));
  });

  it("reads only the map's fields and values from a query, as the map writes them", () => {
    const groups = parseFacetMap("crops::Soja##Milho&&services::Sementes");
    const query = new URLSearchParams("crops=soja&services=Nope&other=x");
    expect(selectionFrom(groups, (field) => query.get(field))).toEqual({ crops: "Soja" });
  });
});
