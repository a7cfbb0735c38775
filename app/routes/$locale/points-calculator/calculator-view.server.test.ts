import { describe, expect, it } from "vitest";

import { calculatorSchema, type CalculatorState, calculatorState } from "~/domain/loyalty/points-calculator-form";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";

import { breakdown } from "./calculator-breakdown.server";
import { calculatorResult } from "./calculator-view.server";

/**
 * The calculator's breakdown as the grower reads it: every value shown is the
 * exact one that produces the total, so the rows never contradict it.
 */
const t = await i18nServer.getFixedT("pt-BR", "loyalty");
const defaults = { channel: "indirect", stars: 1, brands: 0, years: 0 } as const;
const calculate = (query: string) => {
  const { value, errors } = readQuery(new URLSearchParams(`intent=calculate&${query}`), calculatorSchema("pt-BR"));
  const state = calculatorState(value, defaults, errors);
  if (state.kind !== "result") throw new Error(`no result for ${query}`);
  return state as Extract<CalculatorState, { kind: "result" }>;
};
/** "9,99995 impulsos" → 9.99995 (pt-BR marks). */
const numberIn = (text: string) =>
  Number(/[\d.]+(?:,\d+)?/.exec(text.replace(/[+−]/g, ""))![0].replace(/\./g, "").replace(",", "."));

describe("the calculator's breakdown", () => {
  it("indirect, 1 star, R$ 1.999,99: 19,9999 units × 0,5 = 9,99995 → 9 impulsos (before: 20 × 0,5 = 10 → 9)", () => {
    const rows = breakdown(t, "pt-BR", calculate("channel=indirect&stars=1&reais=1.999,99").calculation);
    expect(rows.find((r) => r.kind === "part")).toMatchObject({
      detail: "R$\u00a01.999,99 ÷ R$\u00a0100,00",
      value: "19,9999 unid.",
    });
    expect(rows.find((r) => r.kind === "multiplier")).toMatchObject({ detail: "× 0,5", value: "9,99995 impulsos" });
    expect(rows.find((r) => r.kind === "total")).toMatchObject({
      detail: "9,99995, arredondado para baixo",
      value: "9 impulsos",
    });
  });

  it.each([
    "channel=indirect&stars=1&reais=1.999,99",
    "channel=indirect&stars=4&reais=333,33&corn=1.234,56&years=3&brands=5",
    "channel=direct&stars=4&reais=17.654.321,09&corn=999,99&years=2",
    "channel=direct&stars=5&reais=31.000.000,01&brands=5",
    "channel=indirect&stars=2&corn=801,01&years=3",
  ])("%s: the values shown multiply and add up to the exact total, and its floor is the total", (query) => {
    const rows = breakdown(t, "pt-BR", calculate(query).calculation);
    const value = (kind: string) => numberIn(rows.find((r) => r.kind === kind)!.value);
    const parts = rows.filter((r) => r.kind === "part").reduce((sum, r) => sum + numberIn(r.value), 0);
    const multiplier = numberIn(rows.find((r) => r.kind === "multiplier")!.detail);
    const bonuses = rows.filter((r) => r.kind === "bonus").reduce((sum, r) => sum + numberIn(r.value), 0);
    const exact = numberIn(rows.find((r) => r.kind === "total")!.detail);
    expect(value("subtotal")).toBeCloseTo(parts, 9);
    expect(value("multiplier")).toBeCloseTo(value("subtotal") * multiplier, 9);
    expect(exact).toBeCloseTo(value("multiplier") + bonuses, 9);
    expect(value("total")).toBe(Math.floor(exact + 1e-9));
  });

  it("one point reads '1 impulso', in the total, the sentence and the rows", () => {
    const state = calculate("channel=indirect&stars=1&reais=200");
    const result = calculatorResult(t, "pt-BR", state);
    expect(result).toMatchObject({
      total: "1 impulso",
      sentence: "Com essas compras na conta indireta, você ganharia 1 impulso.",
    });
    expect(breakdown(t, "pt-BR", state.calculation).find((r) => r.kind === "multiplier")!.value).toBe("1 impulso");
    expect(calculatorResult(t, "pt-BR", calculate("channel=indirect&stars=1&reais=400"))).toMatchObject({
      total: "2 impulsos",
    });
  });
});
