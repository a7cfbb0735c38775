import { describe, expect, it } from "vitest";

import { countryByCode } from "~/countries";

import { negotiateLocale, parseAcceptLanguage } from "./negotiate";

describe("parseAcceptLanguage", () => {
  it("orders by quality, then by position, and drops q=0 and *", () => {
    expect(parseAcceptLanguage("en;q=0.5, pt-BR, es-AR;q=0.9, fr;q=0, *;q=0.1")).toEqual([
      { tag: "pt-br", q: 1 },
      { tag: "es-ar", q: 0.9 },
      { tag: "en", q: 0.5 },
    ]);
  });
  it("is empty without a header", () => {
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe("negotiateLocale", () => {
  it.each([
    ["es-AR,es;q=0.9", null, "es-AR"],
    ["pt-BR,pt;q=0.9,en;q=0.8", null, "pt-BR"],
    ["en-US,en;q=0.9", null, "en-US"],
    ["es-US", null, "es-US"],
    ["pt", null, "pt-BR"], // language alone: the first locale of that language
    ["es-MX,es;q=0.9", null, "es-AR"],
    ["en-GB", null, "en-US"],
    ["fr-FR,de;q=0.8", null, "en-US"], // nothing matches: the fallback
    [null, null, "en-US"],
    ["fr-FR;q=1, es-US;q=0.2", null, "es-US"],
    // A host mapped to a country narrows the choice to its locales.
    ["en-US", "AR", "es-AR"],
    ["es-419", "US", "es-US"],
    ["de", "BR", "pt-BR"],
  ] as const)("%s (host country %s) → %s", (header, hostCountry, expected) => {
    expect(negotiateLocale(header, countryByCode(hostCountry))).toBe(expected);
  });
});
