import { describe, expect, it } from "vitest";

import { matchesSearch, pageWithin, searchKey } from "./history-query";

describe("the history search", () => {
  it.each([
    ["163722795", "Nota fiscal 163.722.795 — Coopercampos Planalto", true],
    ["163.722.795", "Nota fiscal 163.722.795 — Coopercampos Planalto", true],
    ["163 722 795", "Nota fiscal 163.722.795", true],
    ["722795", "Nota fiscal 163.722.795", true],
    ["transferencia", "Transferência recebida de Helena", true],
    ["TRANSFERÊNCIA", "transferencia enviada", true],
    ["163722796", "Nota fiscal 163.722.795", false],
    ["coopercampos planalto", "Nota fiscal 163.722.795 — Coopercampos Planalto", true],
  ])("%j in %j: %s", (needle, haystack, found) => expect(matchesSearch(haystack, needle)).toBe(found));

  it("keeps the dots between words and letters: only marks inside numbers go", () => {
    expect(searchKey("PED-0001. Fim")).toBe("ped-0001. fim");
    expect(searchKey("163-722/795")).toBe("163722795");
  });
});

describe("a page past the last one", () => {
  it.each([
    [30, 24, 24],
    [24, 24, 24],
    [3, 24, 3],
    [5, 0, 1],
    [1, 0, 1],
  ])("page %i of %i shows page %i", (page, total, shown) => expect(pageWithin(page, total)).toBe(shown));
});
