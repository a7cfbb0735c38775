import { describe, expect, it } from "vitest";

import { numberMarks } from "~/format/numbers";

import { AMOUNT_MAX_DIGITS, amountCharacters, formatHundredths, readAmount, tidyAmount } from "./amount";
import { fraction, toDecimal } from "./fraction";
import {
  ACCELERATOR_BRANDS,
  ACCELERATOR_YEARS,
  bonusPercent,
  BRANDS_BONUS_PERCENT,
  calculatePoints,
  type CalculatorInput,
  CORN_DIVISOR,
  cornUnits,
  DIRECT_VOLUME_BANDS,
  directBandSlices,
  REAIS_PER_UNIT,
  reaisUnits,
  STAR_MULTIPLIERS,
  YEARS_BONUS_PERCENT,
} from "./points-calculator";

const base: CalculatorInput = { channel: "indirect", stars: 5, reais: null, corn: null, brands: 0, years: 0 };
const reais = (value: number) => BigInt(Math.round(value * 100));

describe("the spec's constants (001 §9)", () => {
  it("divisors: 100 reais per point unit, 800 per corn sack", () => {
    expect(REAIS_PER_UNIT).toBe(100);
    expect(CORN_DIVISOR).toBe(800);
  });
  it("star multipliers: 0.5 for 1–3 stars, 0.75 for 4, 1.0 for 5", () => {
    expect(STAR_MULTIPLIERS).toEqual({ 1: 0.5, 2: 0.5, 3: 0.5, 4: 0.75, 5: 1 });
  });
  it("direct volume bands: boundaries 0, 5e8, 15e8, 3e9 hundredths with 0.25, 0.5, 0.75, 1", () => {
    expect(DIRECT_VOLUME_BANDS.map((b) => [b.fromHundredths, b.toHundredths, b.rate])).toEqual([
      [0n, 500_000_000n, 0.25],
      [500_000_000n, 1_500_000_000n, 0.5],
      [1_500_000_000n, 3_000_000_000n, 0.75],
      [3_000_000_000n, null, 1],
    ]);
  });
  it("accelerators: brands 0–5, years 0–3; bonuses +20 % for 2 years, +30 % for 3, +20 % for 5 brands", () => {
    expect(ACCELERATOR_BRANDS).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ACCELERATOR_YEARS).toEqual([0, 1, 2, 3]);
    expect(YEARS_BONUS_PERCENT).toEqual({ 0: 0, 1: 0, 2: 20, 3: 30 });
    expect(BRANDS_BONUS_PERCENT).toEqual({ 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 20 });
  });
});

describe("reais units: every band edge of the direct channel, and the indirect channel", () => {
  // [hundredths, direct units as n/d, indirect units as n/d]
  it.each([
    [0n, [0n, 1n], [0n, 1n]],
    [1n, [1n, 40_000n], [1n, 10_000n]],
    [499_999_999n, [499_999_999n, 40_000n], [499_999_999n, 10_000n]],
    [500_000_000n, [12_500n, 1n], [50_000n, 1n]],
    [500_000_001n, [250_000_001n, 20_000n], [500_000_001n, 10_000n]],
    [1_499_999_999n, [1_249_999_999n, 20_000n], [1_499_999_999n, 10_000n]],
    [1_500_000_000n, [62_500n, 1n], [150_000n, 1n]],
    [1_500_000_001n, [2_500_000_003n, 40_000n], [1_500_000_001n, 10_000n]],
    [2_999_999_999n, [6_999_999_997n, 40_000n], [2_999_999_999n, 10_000n]],
    [3_000_000_000n, [175_000n, 1n], [300_000n, 1n]],
    [3_000_000_001n, [1_750_000_001n, 10_000n], [3_000_000_001n, 10_000n]],
  ] as const)("%s hundredths", (hundredths, [dn, dd], [inN, inD]) => {
    expect(reaisUnits("direct", hundredths)).toEqual(fraction(dn, dd));
    expect(reaisUnits("indirect", hundredths)).toEqual(fraction(inN, inD));
  });

  it("the direct channel counts each slice of the amount at its own band's rate (no cliff at an edge)", () => {
    const slices = directBandSlices(reais(20_000_000));
    expect(slices.map((s) => [s.hundredths, toDecimal(s.units)])).toEqual([
      [500_000_000n, "12500.00"],
      [1_000_000_000n, "50000.00"],
      [500_000_000n, "37500.00"],
      [0n, "0.00"],
    ]);
    for (const edge of [500_000_000n, 1_500_000_000n, 3_000_000_000n]) {
      const below = reaisUnits("direct", edge - 100n);
      const above = reaisUnits("direct", edge + 100n);
      // One real either side of an edge moves the units by at most one real's worth at the higher rate.
      expect(Number(toDecimal(above, 6)) - Number(toDecimal(below, 6))).toBeLessThanOrEqual(0.02);
      expect(Number(toDecimal(above, 6))).toBeGreaterThan(Number(toDecimal(below, 6)));
    }
  });

  it("handles the largest amount the input takes (23 digits) exactly", () => {
    const max = BigInt("9".repeat(23));
    expect(toDecimal(reaisUnits("indirect", max), 4)).toBe("9999999999999999999.9999");
    // 175,000 units for the first 30 million, then the rest at rate 1.
    expect(toDecimal(reaisUnits("direct", max), 4)).toBe(
      `${(BigInt("9".repeat(19)) - 300_000n + 175_000n).toString()}.9999`,
    );
  });
});

describe("the corn floor: 800 per sack, nothing below 800", () => {
  it.each([
    [0, "0.00", false],
    [0.01, "0.00", true],
    [799.99, "0.00", true],
    [800, "1.00", false],
    [800.01, "1.00", false],
    [1_200, "1.50", false],
    [1_600, "2.00", false],
    [80_000, "100.00", false],
  ])("R$ %s of corn → %s units", (value, units, belowFloor) => {
    expect(toDecimal(cornUnits(reais(value)))).toBe(units);
    expect(calculatePoints({ ...base, corn: reais(value) }).corn.belowFloor).toBe(belowFloor);
  });
});

describe("every star category", () => {
  it.each([
    [1, 50n],
    [2, 50n],
    [3, 50n],
    [4, 75n],
    [5, 100n],
  ] as const)("%i stars: R$ 10.000 (100 units) earn %s points", (stars, points) => {
    expect(calculatePoints({ ...base, stars, reais: reais(10_000) }).points).toBe(points);
  });
});

describe("every bonus", () => {
  const cases = ACCELERATOR_YEARS.flatMap((years) => ACCELERATOR_BRANDS.map((brands) => [years, brands] as const));
  it.each(cases)("%i years and %i brands", (years, brands) => {
    const percent = (years === 2 ? 20 : years === 3 ? 30 : 0) + (brands === 5 ? 20 : 0);
    expect(bonusPercent(brands, years)).toBe(percent);
    const result = calculatePoints({ ...base, reais: reais(100_000), years, brands });
    // 1,000 units at 5 stars = 1,000 base points, plus the bonuses, which add up.
    expect(result.points).toBe(BigInt(1_000 + 10 * percent));
    expect(toDecimal(result.bonuses.years.points)).toBe((years === 2 ? 200 : years === 3 ? 300 : 0).toFixed(2));
    expect(toDecimal(result.bonuses.brands.points)).toBe((brands === 5 ? 200 : 0).toFixed(2));
  });
});

describe("a whole calculation and its breakdown", () => {
  it("direct, R$ 20 million and R$ 8.000 of corn, 4 stars, 3 years, 5 brands", () => {
    const result = calculatePoints({
      channel: "direct",
      stars: 4,
      reais: reais(20_000_000),
      corn: reais(8_000),
      brands: 5,
      years: 3,
    });
    expect(toDecimal(result.reais.units)).toBe("100000.00");
    expect(toDecimal(result.corn.units)).toBe("10.00");
    expect(toDecimal(result.baseUnits)).toBe("100010.00");
    expect(toDecimal(result.basePoints)).toBe("75007.50");
    expect(toDecimal(result.reais.points)).toBe("75000.00");
    expect(toDecimal(result.corn.points)).toBe("7.50");
    expect(result.bonusPercent).toBe(50);
    expect(toDecimal(result.exactPoints)).toBe("112511.25");
    expect(result.points).toBe(112_511n);
  });

  it("rounds only the final points, down", () => {
    // R$ 150,00 indirect: 1.5 units × 0.5 = 0.75 points → 0.
    expect(calculatePoints({ ...base, stars: 1, reais: reais(150) }).points).toBe(0n);
    // R$ 399,99 at 5 stars: 3.9999 → 3.
    expect(calculatePoints({ ...base, reais: reais(399.99) }).points).toBe(3n);
  });

  it("indirect has no bands; direct lists them", () => {
    expect(calculatePoints({ ...base, reais: 1n }).reais.bands).toBeNull();
    expect(calculatePoints({ ...base, channel: "direct", reais: 1n }).reais.bands).toHaveLength(4);
  });
});

describe("amount inputs: what the grower typed, written the locale's way, at most 23 digits (spec 001 §5)", () => {
  const cents = (hundredths: bigint) => ({ kind: "ok", hundredths, digits: hundredths.toString() });
  // pt-BR and es-AR write 1.500,00; en-US and es-US write 1,500.00. The same table, in each locale's marks.
  const table = (group: string, decimal: string): [string, unknown][] => [
    ["", { kind: "empty" }],
    ["   ", { kind: "empty" }],
    ["1500", cents(150_000n)],
    [`1${group}500`, cents(150_000n)],
    [`1${group}500${decimal}00`, cents(150_000n)],
    [`1500${decimal}5`, cents(150_050n)],
    [`1999${decimal}99`, cents(199_999n)],
    [`1${group}500${group}000${decimal}00`, cents(150_000_000n)],
    [`R$ 12${decimal}50`, cents(1_250n)],
    [`$ 1${group}500`, cents(150_000n)],
    [`0${decimal}01`, cents(1n)],
    ["0", cents(0n)],
    ["0007", cents(700n)],
    ["9".repeat(21), cents(BigInt(`${"9".repeat(21)}00`))],
    ["9".repeat(22), { kind: "too-long", digits: `${"9".repeat(22)}00` }],
    ["abc", { kind: "invalid" }],
    ["-500", { kind: "invalid" }],
    [`1${decimal}500${decimal}00`, { kind: "invalid" }],
    [`15${group}00`, { kind: "invalid" }],
    [`12${decimal}345`, { kind: "invalid" }],
  ];
  describe.each([
    ["pt-BR", ".", ","],
    ["es-AR", ".", ","],
    ["en-US", ",", "."],
    ["es-US", ",", "."],
  ])("%s", (locale, group, decimal) => {
    it.each(table(group, decimal))("%j", (raw, expected) =>
      expect(readAmount(raw, numberMarks(locale))).toEqual(expected),
    );
  });

  it("what the JavaScript mask shows reads back as the same amount", () => {
    for (const locale of ["pt-BR", "es-AR", "en-US"]) {
      const marks = numberMarks(locale);
      for (const value of [1n, 99n, 150_000n, 199_999n, 150_000_000n]) {
        expect(readAmount(formatHundredths(locale, value), marks)).toEqual(cents(value));
      }
    }
  });

  it("the limit is 23", () => expect(AMOUNT_MAX_DIGITS).toBe(23));

  it.each([
    ["pt-BR", "1500", "1.500,00"],
    ["pt-BR", "1.500", "1.500,00"],
    ["pt-BR", "1.500,00", "1.500,00"],
    ["pt-BR", "1500,5", "1.500,50"],
    ["es-AR", "1.500", "1.500,00"],
    ["en-US", "1,500", "1,500.00"],
    ["en-US", "1500.5", "1,500.50"],
    ["pt-BR", "15,00,0", "15,00,0"],
  ])("%s: %j is tidied to %j, as the server reads it (issue 26)", (locale, raw, tidy) =>
    expect(tidyAmount(raw, locale, numberMarks(locale))).toBe(tidy),
  );

  it.each([
    ["12a3", "123"],
    ["R$ 1.000,00", "1.000,00"],
    ["1 500", "1500"],
  ])("a keystroke keeps digits and the marks: %j → %j", (raw, kept) =>
    expect(amountCharacters(raw, numberMarks("pt-BR"))).toBe(kept),
  );

  it.each([
    ["pt-BR", 150_000_000n, "1.500.000,00"],
    ["es-AR", 5n, "0,05"],
    ["en-US", 123_456n, "1,234.56"],
    ["pt-BR", BigInt("9".repeat(23)), "999.999.999.999.999.999.999,99"],
  ])("formats in %s: %s → %s", (locale, value, text) => expect(formatHundredths(locale, value)).toBe(text));
});
