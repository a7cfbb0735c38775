import { describe, expect, it } from "vitest";

import { gridCell, isWeatherProblem, readLocation, writeLocation } from "./location";

describe("the remembered location", () => {
  const location = { mode: "address" as const, lat: -33.89, lng: -60.57, label: "Pergamino, Buenos Aires" };

  it("round-trips through the cookie", () => {
    expect(readLocation(writeLocation(location))).toEqual(location);
  });

  it("a value that is not a location counts as none", () => {
    expect(readLocation(undefined)).toBeNull();
    expect(readLocation("not json")).toBeNull();
    expect(readLocation(JSON.stringify({ ...location, lat: 120 }))).toBeNull();
    expect(readLocation(JSON.stringify({ ...location, mode: "none" }))).toBeNull();
  });
});

describe("the cache's grid cell (~10 km)", () => {
  it("puts nearby positions in one cell, at its centre", () => {
    expect(gridCell(-33.891, -60.573)).toEqual({ lat: -33.85, lng: -60.55 });
    expect(gridCell(-33.809, -60.501)).toEqual({ lat: -33.85, lng: -60.55 });
    expect(gridCell(41.59, -93.62)).toEqual({ lat: 41.55, lng: -93.65 });
  });

  it("keeps positions more than a cell apart in different cells", () => {
    expect(gridCell(-33.95, -60.57)).not.toEqual(gridCell(-33.85, -60.57));
  });
});

describe("weather problems", () => {
  it("are the spec's inline, not found, server and geocode errors, and a denied position", () => {
    expect(["inline", "notFound", "server", "geocode", "denied"].every(isWeatherProblem)).toBe(true);
    expect(isWeatherProblem("other")).toBe(false);
  });
});
