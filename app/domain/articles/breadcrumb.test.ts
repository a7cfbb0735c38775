import { describe, expect, it } from "vitest";

import { BREADCRUMB_MAX_LEVELS, collapsesOnMobile, collapseTrail } from "./breadcrumb";

describe("breadcrumb: collapses on mobile past 3 levels", () => {
  it("keeps 3 levels (spec 002 §2)", () => expect(BREADCRUMB_MAX_LEVELS).toBe(3));
  it.each([
    [1, false],
    [3, false],
    [4, true],
    [6, true],
  ])("%i levels collapse: %s", (levels, expected) => expect(collapsesOnMobile(levels)).toBe(expected));

  it.each([
    [["a"], { first: ["a"], hidden: [], last: [] }],
    [["a", "b"], { first: ["a", "b"], hidden: [], last: [] }],
    [["a", "b", "c"], { first: ["a"], hidden: ["b"], last: ["c"] }],
    [["a", "b", "c", "d"], { first: ["a"], hidden: ["b"], last: ["c", "d"] }],
    [["a", "b", "c", "d", "e", "f"], { first: ["a"], hidden: ["b", "c", "d"], last: ["e", "f"] }],
  ])("%j splits into %j", (levels, expected) => expect(collapseTrail(levels)).toEqual(expected));
});
