import { describe, expect, it } from "vitest";

import { greatCircleKilometres, kilometresToMiles, milesBetween } from "./distance";

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 };
const LONDON = { lat: 51.5074, lng: -0.1278 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
const DES_MOINES = { lat: 41.5868, lng: -93.625 };
const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const AMES = { lat: 42.0308, lng: -93.6319 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };

describe("great-circle distance", () => {
  // Published geodesic distances (WGS 84 ellipsoid); the sphere is within 0.5 % of them.
  it.each([
    ["New York – Los Angeles", NEW_YORK, LOS_ANGELES, 3_944],
    ["London – Paris", LONDON, PARIS, 343.9],
    ["Des Moines – Chicago", DES_MOINES, CHICAGO, 499],
    ["London – Sydney", LONDON, SYDNEY, 16_994],
  ])("%s: %d km, within 0.5 %", (_, from, to, km) => {
    expect(Math.abs(greatCircleKilometres(from, to) - km) / km).toBeLessThan(0.005);
  });

  it("in miles, as a US grower reads it: Ames to Des Moines about 31 mi, New York to Los Angeles about 2,445 mi", () => {
    expect(milesBetween(AMES, DES_MOINES)).toBeCloseTo(30.9, 0);
    expect(milesBetween(NEW_YORK, LOS_ANGELES)).toBeGreaterThan(2_440);
    expect(milesBetween(NEW_YORK, LOS_ANGELES)).toBeLessThan(2_450);
  });

  it("is zero from a place to itself and the same both ways", () => {
    expect(greatCircleKilometres(AMES, AMES)).toBe(0);
    expect(greatCircleKilometres(CHICAGO, AMES)).toBeCloseTo(greatCircleKilometres(AMES, CHICAGO), 9);
  });

  it("one degree of latitude is about 69 miles; half the Earth's circumference at the antipode", () => {
    expect(milesBetween({ lat: 40, lng: -95 }, { lat: 41, lng: -95 })).toBeCloseTo(69.09, 1);
    expect(greatCircleKilometres({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6_371.0088, 6);
  });

  it("converts with the international mile (1.609344 km)", () => {
    expect(kilometresToMiles(1.609_344)).toBe(1);
    expect(kilometresToMiles(321.8688)).toBeCloseTo(200, 9);
  });
});
