import { describe, expect, it } from "vitest";

import { formatCurrency, formatNumber } from "./numbers";

// Intl separates currency symbols with a no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, " ");

describe("locale-aware numbers and currency", () => {
  it.each([
    ["es-AR", 1234567.891, "1.234.567,89"],
    ["pt-BR", 1234567.891, "1.234.567,89"],
    ["en-US", 1234567.891, "1,234,567.89"],
  ] as const)("%s number", (locale, value, expected) => {
    expect(formatNumber(locale, value)).toBe(expected);
  });
  it("fixes the fraction digits when asked", () => {
    expect(formatNumber("es-AR", 2.5, 2)).toBe("2,50");
  });
  it.each([
    ["es-AR", "ARS", "$ 1.500,00"],
    ["pt-BR", "BRL", "R$ 1.500,00"],
    ["en-US", "USD", "$1,500.00"],
  ] as const)("%s %s currency", (locale, currency, expected) => {
    expect(plain(formatCurrency(locale, 1500, currency))).toBe(expected);
  });
});
