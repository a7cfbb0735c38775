import { describe, expect, it } from "vitest";

import { readLocalYieldQuery } from "./query";

const read = (query: string) => readLocalYieldQuery(new URLSearchParams(query));

describe("the local yield results' query", () => {
  it("reads the zip and crop as growers write them", () => {
    expect(read("zip=50010&crop=corn")).toEqual({ zip: "50010", crop: "corn" });
    expect(read("zip=+500 10+&crop=+Soybeans+")).toEqual({ zip: "50010", crop: "soybeans" });
  });

  it("takes a ZIP+4 as its five-digit zip", () => {
    expect(read("zip=50010-1234").zip).toBe("50010");
    expect(read("zip=500101234").zip).toBe("50010");
  });

  it("keeps what it cannot read as typed, for the search API to judge (no silent default)", () => {
    expect(read("zip=5OO1O").zip).toBe("5OO1O");
    expect(read("zip=1234").zip).toBe("1234");
    expect(read("crop=wheat").crop).toBe("wheat");
  });

  it("an absent or empty field is no search and the brand's main crop", () => {
    expect(read("")).toEqual({ zip: "", crop: null });
    expect(read("zip=&crop=")).toEqual({ zip: "", crop: null });
  });

  it("caps what it passes on", () => {
    expect(read(`zip=${"9".repeat(500)}`).zip).toHaveLength(20);
  });
});
