import { describe, expect, it } from "vitest";

import { parseFacetMap } from "~/domain/finder/facets";

import { readFinderQuery } from "./query";

const groups = parseFacetMap("crops::Soja##Milho&&services::Sementes");
const read = (query: string) => readFinderQuery(new URLSearchParams(query), groups);

describe("the finder's query string (its whole state)", () => {
  it("reads a place, the steps and the facets", () => {
    expect(read("q=  Rio   Verde &steps=2&crops=soja&services=nope")).toEqual({
      place: "Rio Verde",
      position: null,
      steps: 2,
      selection: { crops: "Soja" },
      errors: {},
    });
  });

  it("accepts a postcode of any length but a town of 3 letters at least, keeping what was typed", () => {
    expect(read("q=2700").errors).toEqual({});
    expect(read("q=ab")).toMatchObject({ place: "ab", errors: { q: ["errors.placeTooShort"] } });
  });

  it("reads 'use my location' rounded to 3 decimals, and a typed place wins over it", () => {
    expect(read("lat=-17.79234&lng=-50.91921").position).toEqual({ lat: -17.792, lng: -50.919 });
    expect(read("lat=-17.79&lng=-50.92&q=Jataí").position).toBeNull();
    expect(read("lat=95&lng=10").position).toBeNull();
    expect(read("lat=abc&lng=10").position).toBeNull();
  });

  it("starts at one step", () => {
    expect(read("").steps).toBe(1);
    expect(read("steps=-1").steps).toBe(1);
  });
});
