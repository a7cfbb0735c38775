import { describe, expect, it } from "vitest";

import { readQuery } from "~/forms/read-query";

import { toDecimal } from "./fraction";
import { CALCULATE_ONLY, calculatorDefaults, calculatorSchema, calculatorState } from "./points-calculator-form";

describe("reading the calculator's URL (spec 001 §4)", () => {
  const defaults = { channel: "direct", stars: 3, brands: 2, years: 1 } as const;
  /** As the calculator's route reads it: one parse, then the visitor's defaults and the flagged fields. */
  const read = (query: string, locale = "pt-BR") => {
    const { value, errors } = readQuery(new URLSearchParams(query), calculatorSchema(locale), CALCULATE_ONLY);
    return calculatorState(value, defaults, errors);
  };

  it("without calculate, shows no result and keeps the visitor's defaults", () => {
    expect(read("")).toEqual({ kind: "clear", input: defaults, reaisText: "", cornText: "" });
  });
  it("calculate with neither reais nor corn flags both empty inputs", () => {
    const state = read("intent=calculate&reais=&corn=");
    expect(state.kind).toBe("invalid");
    expect(state.kind === "invalid" && state.errors).toEqual({
      reais: "calculator.errors.empty",
      corn: "calculator.errors.empty",
    });
    // What the grower typed stays in the form.
    expect(read("intent=calculate&reais=abc&corn=").reaisText).toBe("abc");
  });
  it.each([
    ["reais=1000", "10.00", "0.00"],
    ["corn=1600", "0.00", "2.00"],
  ])("calculate with only %s gives a result", (query, reaisUnitsText, cornUnitsText) => {
    const state = read(`intent=calculate&channel=indirect&${query}`);
    expect(state.kind).toBe("result");
    if (state.kind !== "result") return;
    expect(toDecimal(state.calculation.reais.units)).toBe(reaisUnitsText);
    expect(toDecimal(state.calculation.corn.units)).toBe(cornUnitsText);
  });
  it("a 24-digit amount is flagged and nothing is computed", () => {
    const state = read(`intent=calculate&reais=${"1".repeat(24)}&corn=100`);
    expect(state.kind === "invalid" && state.errors).toEqual({ reais: "calculator.errors.too-long" });
  });
  it("an amount that is not a number in the locale's format is flagged, not guessed", () => {
    const state = read(`intent=calculate&reais=${encodeURIComponent("1,500.00")}&corn=`);
    expect(state.kind === "invalid" && state.errors).toEqual({ reais: "calculator.errors.invalid" });
    expect(state.input).toEqual(defaults);
    expect(read(`intent=calculate&reais=${encodeURIComponent("1,500.00")}`, "en-US").kind).toBe("result");
  });
  it.each(["1500", "1.500", "1.500,00"])("without JavaScript, %j is R$ 1.500,00 (15 units), not R$ 15,00", (typed) => {
    const state = read(`intent=calculate&channel=indirect&reais=${encodeURIComponent(typed)}`);
    expect(state.kind === "result" && state.calculation.reais.hundredths).toBe(150_000n);
  });
  it.each([
    ["channel=indirect&stars=5&brands=5&years=3", { channel: "indirect", stars: 5, brands: 5, years: 3 }],
    ["channel=other&stars=9&brands=-1&years=x", defaults],
    ["stars=0&brands=6&years=4", defaults],
  ])("reads %s, falling back to the defaults for anything unknown", (query, input) => {
    expect(read(query).input).toEqual(input);
  });
  it("defaults are the member's own (stars, account type, accelerators), else 1 star, indirect, none", () => {
    expect(calculatorDefaults({ stars: 4, accountType: "direct", acceleratorMix: 5, acceleratorFrequency: 3 })).toEqual(
      {
        channel: "direct",
        stars: 4,
        brands: 5,
        years: 3,
      },
    );
    expect(calculatorDefaults(null)).toEqual({ channel: "indirect", stars: 1, brands: 0, years: 0 });
  });
});
