import { describe, expect, it } from "vitest";

import {
  currencySymbol,
  formatCompact,
  formatExact,
  formatMoney,
  formatNumber,
  formatPercentage,
  formatSignedWhole,
  formatUpTo,
  numberMarks,
} from "./numbers";

// Intl separates currency symbols and some groups with no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, " ");

describe("locale-aware numbers", () => {
  it.each([
    ["es-AR", 1234567.891, "1.234.567,89"],
    ["pt-BR", 1234567.891, "1.234.567,89"],
    ["en-US", 1234567.891, "1,234,567.89"],
    ["es-US", 1234567.891, "1,234,567.89"],
  ] as const)("%s number", (locale, value, expected) => {
    expect(formatNumber(locale, value)).toBe(expected);
  });
  it("fixes the fraction digits when asked", () => {
    expect(formatNumber("es-AR", 2.5, 2)).toBe("2,50");
    expect(formatNumber("en-US", 2.5, 0)).toBe("3");
  });
  it("writes decimal strings and bigints exactly, beyond a double's 15 digits", () => {
    expect(formatNumber("pt-BR", "99999999999999999999999.99", 2)).toBe("99.999.999.999.999.999.999.999,99");
    expect(formatUpTo("en-US", 12345678901234567890n, 0)).toBe("12,345,678,901,234,567,890");
  });
  it("drops trailing zeros up to the given decimals", () => {
    expect(formatUpTo("es-AR", 8.7, 4)).toBe("8,7");
    expect(formatUpTo("es-AR", 8.18765, 4)).toBe("8,1877");
    expect(formatUpTo("pt-BR", 95, 2)).toBe("95");
  });
  it("never rounds an exact decimal", () => {
    expect(formatExact("pt-BR", "9.99995")).toBe("9,99995");
    expect(formatExact("en-US", "1234.5")).toBe("1,234.5");
  });
  it.each([
    ["es-AR", -5, "−5"],
    ["es-AR", 1200, "+1.200"],
    ["en-US", 0, "0"],
  ] as const)("%s signed %d → %s", (locale, value, expected) => {
    expect(formatSignedWhole(locale, value)).toBe(expected);
  });
  it("shortens chart ticks in the locale's words", () => {
    expect(formatCompact("en-US", 85_000)).toBe("85K");
    expect(plain(formatCompact("es-AR", 85_000))).toBe("85 k");
  });
  it.each([
    ["es-AR", 2.5, "2,5%"],
    ["es-AR", 33.333, "33,33%"],
    ["pt-BR", 99.8, "99,8%"],
    ["en-US", 125, "125%"],
    ["es-US", 1.2, "1.2%"],
  ] as const)("%s percentage %d → %s", (locale, percent, expected) => {
    expect(formatPercentage(locale, percent)).toBe(expected);
  });
  it.each([
    ["pt-BR", ".", ","],
    ["es-AR", ".", ","],
    ["en-US", ",", "."],
    ["es-US", ",", "."],
  ])("%s writes numbers with its own marks", (locale, group, decimal) => {
    expect(numberMarks(locale)).toEqual({ group, decimal });
  });
});

describe("money in the locale's country currency", () => {
  it.each([
    ["es-AR", 1500, "$ 1.500,00"],
    ["pt-BR", 1500, "R$ 1.500,00"],
    ["en-US", 1500, "$1,500.00"],
    ["es-US", 1500, "$1,500.00"],
    ["pt-BR", "10000000000000000000000.01", "R$ 10.000.000.000.000.000.000.000,01"],
  ] as const)("%s %s", (locale, amount, expected) => {
    expect(plain(formatMoney(locale, amount))).toBe(expected);
  });
  it.each([
    ["es-AR", "$"],
    ["pt-BR", "R$"],
    ["en-US", "$"],
  ] as const)("%s writes its currency as %s", (locale, symbol) => {
    expect(currencySymbol(locale)).toBe(symbol);
  });
});
