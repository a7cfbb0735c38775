import { describe, expect, it } from "vitest";

import { formatAmount, formatQuote, formatQuoteDate, quoteIsoDate } from "./finance";

// Intl separates currency symbols with a no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("quotation date (spec 001 §5: es-AR format, in UTC, '---' when missing)", () => {
  it.each([
    ["2026-11-23T13:00:00.000Z", "23/11/2026"],
    // 23:30 in Buenos Aires is already the next day in UTC: the UTC day is shown.
    ["2026-03-05T23:30:00-03:00", "06/03/2026"],
    ["2026-01-01T00:00:00Z", "01/01/2026"],
  ])("%s → %s", (fecha, shown) => {
    expect(formatQuoteDate(fecha)).toBe(shown);
  });
  it.each([null, undefined, "", "garbage"])("%s → ---", (fecha) => {
    expect(formatQuoteDate(fecha)).toBe("---");
    expect(quoteIsoDate(fecha)).toBeNull();
  });
  it("gives <time> the same UTC day to read (issue 27: no date without its datetime)", () => {
    expect(quoteIsoDate("2026-03-05T23:30:00-03:00")).toBe("2026-03-06");
  });
});

describe("quotation value: floored, in its currency and the locale's digits", () => {
  it.each([
    ["es-AR", 312_450.75, "ARS", "$ 312.450"],
    ["pt-BR", 1_652.9, "BRL", "R$ 1.652"],
    ["pt-BR", 71.45, "BRL", "R$ 71"],
    ["es-AR", 540.2, "USD", "US$ 540"],
    ["en-US", 201_310.99, "USD", "$201,310"],
  ])("%s %d %s → %s", (locale, tipoCotizacion, moneda, shown) => {
    expect(plain(formatQuote(locale, { tipoCotizacion, moneda }))).toBe(shown);
  });
});

describe("amounts and percentages", () => {
  it("writes an amount in the record's currency, not the country's", () => {
    expect(formatAmount("es-AR", "USD", 30_000)).toMatch(/US\$\s?30\.000/);
    expect(formatAmount("es-AR", "ARS", 1_500_000)).toMatch(/\$\s?1\.500\.000/);
  });
});
