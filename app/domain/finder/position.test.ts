import { describe, expect, it } from "vitest";

import { formatMapPosition, parseMapPosition } from "./position";

describe("a contact's map position (spec 002 §3: two numbers separated by a space)", () => {
  it("reads latitude then longitude", () => {
    expect(parseMapPosition("-23.5505 -46.6333")).toEqual({ lat: -23.5505, lng: -46.6333 });
    expect(parseMapPosition("  41.59   -93.62 ")).toEqual({ lat: 41.59, lng: -93.62 });
  });

  it("is no position when it is not two numbers on the globe", () => {
    for (const text of ["", "-23.5", "-23.5,-46.6", "a b", "-23 -46 1", "91 0", "0 181", null, undefined]) {
      expect(parseMapPosition(text)).toBeNull();
    }
  });

  it("round-trips", () => {
    expect(parseMapPosition(formatMapPosition({ lat: -31.4201, lng: -64.1888 }))).toEqual({
      lat: -31.4201,
      lng: -64.1888,
    });
  });
});
