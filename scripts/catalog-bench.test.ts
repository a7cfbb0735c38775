import { describe, expect, it } from "vitest";

import { CATALOG_BENCH, catalogOverBudget } from "./catalog-bench";

describe("catalogue budgets (issue 3)", () => {
  it("are 30 KB HTML+CSS and 110 KB JS, gzip, and Lighthouse 95", () => {
    expect(CATALOG_BENCH.budget).toEqual({ firstRoundTrip: 30 * 1024, js: 110 * 1024 });
    expect(CATALOG_BENCH.lighthouseScore).toBe(95);
  });
  it.each([
    [{ html: 20_000, css: 10_000, js: 100_000, status: 200 }, []],
    [{ html: 25_000, css: 6_000, js: 100_000, status: 200 }, ["HTML+CSS"]],
    [{ html: 10_000, css: 5_000, js: 113_000, status: 200 }, ["JS"]],
    [{ html: 1_000, css: 1_000, js: 1_000, status: 500 }, ["answered 500"]],
  ])("%j → %j", (weight, problems) => {
    const found = catalogOverBudget([{ path: CATALOG_BENCH.pages[0], ...weight }]);
    expect(found).toHaveLength(problems.length);
    problems.forEach((p, i) => expect(found[i]).toContain(p));
  });
  it("ignores pages that are not the catalogue's", () => {
    expect(catalogOverBudget([{ path: "/es-ar", html: 99_999, css: 0, js: 999_999, status: 500 }])).toEqual([]);
  });
});
