import { describe, expect, it } from "vitest";

import { foldForSearch, isSearchable, normalizeQuery, termsOf } from "./normalize";
import { matchTier } from "./ranking";
import { addSuggestion, defaultSuggestions, readRecentSearches, rememberSearch, suggestionList } from "./suggestions";
import { alternativesOf, synonymTable } from "./synonyms";
import { matchesText } from "./text-match";
import { allowedEdits, editDistance, isTypoOf } from "./typos";

describe("folding and words", () => {
  it.each([
    ["Adubação", "adubacao"],
    ["Raíz", "raiz"],
    ["NIÑO", "nino"],
    ["Ñandubay", "nandubay"],
    ["Über", "uber"],
  ])("folds %j to %j", (text, folded) => expect(foldForSearch(text)).toBe(folded));

  it("cuts words on anything but letters and digits, and leaves out stop words", () => {
    expect(termsOf("Poroto de Soja: 2,4-D!")).toEqual(["poroto", "soja", "2", "4", "d"]);
    expect(termsOf("the corn of the year")).toEqual(["corn", "year"]);
  });

  it.each([
    ["", ""],
    ["   ", ""],
    ["  maíz   tardío ", "maíz tardío"],
    ["x".repeat(150), "x".repeat(100)],
  ])("reads the query %j as %j", (text, query) => expect(normalizeQuery(text)).toBe(query));

  it("ignores an empty or whitespace query (spec 002 §5)", () => {
    expect(isSearchable("")).toBe(false);
    expect(isSearchable(" \t ")).toBe(false);
    expect(isSearchable(null)).toBe(false);
    expect(isSearchable(" soja ")).toBe(true);
  });
});

describe("typo tolerance: one edit on words of five letters or more", () => {
  it.each([
    ["soja", 0],
    ["maiz", 0],
    ["trigo", 1],
    ["glifosato", 1],
    ["7210", 0],
    ["dk7210", 0],
  ])("%j may take %i edits", (term, edits) => expect(allowedEdits(term)).toBe(edits));

  it.each([
    ["glifozato", "glifosato", true],
    ["glifosto", "glifosato", true],
    ["glifosatoo", "glifosato", true],
    ["glifzoato", "glifosato", false],
    ["roja", "soja", false],
    ["trigo", "trigo", true],
  ])("%j is a typo of %j: %s", (query, word, expected) => expect(isTypoOf(query, word)).toBe(expected));

  it("stops counting past the limit", () => {
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("synonyms", () => {
  const table = synonymTable(["soja, soya, soybean", "Maíz, milho, corn", "poroto de soja, soja", " , "]);
  it("links every word of a group both ways, folded", () => {
    expect(alternativesOf(table, "maiz")).toEqual(["maiz", "milho", "corn"]);
    expect(alternativesOf(table, "corn")).toEqual(["corn", "maiz", "milho"]);
    expect(alternativesOf(table, "soya")).toEqual(["soya", "soja", "soybean"]);
  });
  it("leaves out multi-word entries and empty ones, and knows nothing of other words", () => {
    expect(alternativesOf(table, "poroto")).toEqual(["poroto"]);
    expect(table.has("")).toBe(false);
  });
});

describe("exact matches first", () => {
  const typed = { everyWordInTitle: true, everyWordAnywhere: true };
  it.each([
    [{ heading: "arado 48", ...typed }, "arado 48", 0],
    [{ heading: "arado 48", ...typed }, "arado", 1],
    [{ heading: "arado 48 plus", ...typed }, "arado 48", 1],
    [{ heading: "aradox 48", everyWordInTitle: false, everyWordAnywhere: false }, "arado", 4],
    [{ heading: "control arado", ...typed }, "arado", 2],
    [{ heading: "48 arado", ...typed }, "arado 48", 2],
    [{ heading: "control total", everyWordInTitle: false, everyWordAnywhere: true }, "arado", 3],
    [{ heading: "aradox pro", everyWordInTitle: false, everyWordAnywhere: false }, "arado", 4],
    [{ heading: "maiz", ...typed }, "", 4],
  ])("%j for %j is tier %i", (document, query, tier) => expect(matchTier(document, query)).toBe(tier));
});

describe("the catalogue's text rule", () => {
  const table = synonymTable(["soja, soya, soybean", "maíz, milho, corn", "glifosato, glyphosate"]);
  const labels = ["Glifosato Max 66", "SRC 7210 VT3P"];
  it.each([
    ["", true],
    ["fosa", true],
    ["src 7210 vt3p", true],
    ["glifozato", true],
    ["glyphosate", true],
    ["max glifosato", true],
    ["Glifosato Max 666", false],
    ["atrazina", false],
    ["7219", false],
  ])("%j → %s", (query, expected) => expect(matchesText(labels, query, table)).toBe(expected));
  it("finds Raíz for raiz and a soybean line for soya", () => {
    expect(matchesText(["Raíz Fuerte"], "raiz", table)).toBe(true);
    expect(matchesText(["Soja NS 4619"], "soya", table)).toBe(true);
    expect(matchesText(["Soja NS 4619"], "roja", table)).toBe(false);
  });
});

describe("the overlay's suggestions (spec 002 §3 §4)", () => {
  it("keeps the two most recent searches, newest first, without repeats", () => {
    expect(rememberSearch([], "soja")).toEqual(["soja"]);
    expect(rememberSearch(["soja"], "maíz")).toEqual(["maíz", "soja"]);
    expect(rememberSearch(["maíz", "soja"], "trigo")).toEqual(["trigo", "maíz"]);
    expect(rememberSearch(["maíz", "soja"], " Soja ")).toEqual(["Soja", "maíz"]);
    expect(rememberSearch(["maíz"], "   ")).toEqual(["maíz"]);
  });
  it("adds a suggestion only when it is non-empty and not already listed", () => {
    expect(addSuggestion(["soja"], "")).toEqual(["soja"]);
    expect(addSuggestion(["soja"], "  ")).toEqual(["soja"]);
    expect(addSuggestion(["maíz"], "MAIZ")).toEqual(["maíz"]);
    expect(addSuggestion(["maíz"], "trigo")).toEqual(["maíz", "trigo"]);
  });
  it("lists the recent searches, then the defaults not already there", () => {
    expect(suggestionList(["glifosato", "soja"], ["Soja", "Maíz", "Trigo"])).toEqual([
      "glifosato",
      "soja",
      "Maíz",
      "Trigo",
    ]);
    expect(suggestionList([], ["Soja", "Maíz"])).toEqual(["Soja", "Maíz"]);
  });
  it.each([
    [null, []],
    ["not json", []],
    ['{"a":1}', []],
    ['["soja", 3, "", "maíz", "trigo"]', ["soja", "maíz"]],
  ])("reads the stored %j as %j", (stored, recent) => expect(readRecentSearches(stored)).toEqual(recent));
  it("reads a locale's defaults from its comma-separated list", () => {
    expect(defaultSuggestions("Soja, Maíz,, soja ,Trigo")).toEqual(["Soja", "Maíz", "Trigo"]);
  });
});
