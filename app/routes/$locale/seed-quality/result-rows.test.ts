import { describe, expect, it } from "vitest";

import { LOCALES } from "~/countries";
import { PERCENTAGE_FIGURES, type SeedQualityResult } from "~/domain/catalog/seed-quality";

import { resultRows } from "./result-rows";

const LOT: SeedQualityResult = {
  hybrid: "CA 721 VT3P",
  grade: "C2",
  germinationPower: 96,
  recommendedPlate: "Placa 28 celdas (maíz chato medio)",
  doubles: 1.2,
  failures: 2.5,
  pureSeed: 99.8,
  dav: "A1",
};

describe("a lot's result sheet (spec 000 §3)", () => {
  it("lists every field once, in the spec's order", () => {
    expect(resultRows("es-AR", LOT).map(([key]) => key)).toEqual([
      "hybrid",
      "grade",
      "germinationPower",
      "recommendedPlate",
      "doubles",
      "failures",
      "pureSeed",
      "dav",
    ]);
  });

  it.each(LOCALES)("%s: every figure is a percentage in the locale's own writing", (locale) => {
    const rows = new Map(resultRows(locale, LOT));
    const percent =
      locale === "en-US" || locale === "es-US" ? ["96%", "1.2%", "2.5%", "99.8%"] : ["96%", "1,2%", "2,5%", "99,8%"];
    expect(PERCENTAGE_FIGURES.map((key) => rows.get(key))).toEqual(percent);
    // Every number of the result is one of those: none is shown bare.
    const numeric = Object.keys(LOT).filter((key) => typeof LOT[key as keyof SeedQualityResult] === "number");
    expect(numeric.sort()).toEqual([...PERCENTAGE_FIGURES].sort());
  });

  it("shows the partner's texts as they come", () => {
    const rows = new Map(resultRows("pt-BR", LOT));
    expect([rows.get("hybrid"), rows.get("grade"), rows.get("recommendedPlate"), rows.get("dav")]).toEqual([
      "CA 721 VT3P",
      "C2",
      "Placa 28 celdas (maíz chato medio)",
      "A1",
    ]);
  });
});
