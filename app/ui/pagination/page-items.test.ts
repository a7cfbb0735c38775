import { describe, expect, it } from "vitest";

import { pageItems, PAGINATION_SIBLINGS } from "./page-items";

describe("pageItems (spec 002 §9: 1 sibling on mobile, 2 otherwise)", () => {
  it("uses the spec's sibling counts", () => {
    expect(PAGINATION_SIBLINGS).toEqual({ mobile: 1, default: 2 });
  });

  it.each([
    [1, 1, 2, [1]],
    [1, 5, 2, [1, 2, 3, 4, 5]],
    [1, 10, 2, [1, 2, 3, "gap", 10]],
    [5, 10, 2, [1, 2, 3, 4, 5, 6, 7, "gap", 10]],
    [6, 12, 2, [1, "gap", 4, 5, 6, 7, 8, "gap", 12]],
    [6, 12, 1, [1, "gap", 5, 6, 7, "gap", 12]],
    [10, 10, 2, [1, "gap", 8, 9, 10]],
    [4, 10, 1, [1, 2, 3, 4, 5, "gap", 10]],
    [99, 10, 2, [1, "gap", 8, 9, 10]],
    [0, 3, 2, [1, 2, 3]],
    [1, 0, 2, []],
  ] as const)("page %i of %i with %i siblings", (current, count, siblings, expected) => {
    expect(pageItems(current, count, siblings)).toEqual(expected);
  });
});
