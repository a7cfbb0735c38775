import { describe, expect, it } from "vitest";

import { BLOCK_LIMITS, firstItems, flexSectionItems } from "./block-limits";

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("how many items a block shows (spec 002 §9)", () => {
  it("category cards 10, solution-by-crop 14, promo list 8, prominent flex section 4", () => {
    expect(BLOCK_LIMITS).toEqual({ categoryCards: 10, solutionByCrop: 14, promoList: 8, flexProminent: 4 });
  });

  it.each([
    [12, BLOCK_LIMITS.categoryCards, 10],
    [10, BLOCK_LIMITS.categoryCards, 10],
    [3, BLOCK_LIMITS.categoryCards, 3],
    [20, BLOCK_LIMITS.solutionByCrop, 14],
    [9, BLOCK_LIMITS.promoList, 8],
    [0, BLOCK_LIMITS.promoList, 0],
  ])("%i published, limit %i: the first %i in order", (published, limit, shown) => {
    expect(firstItems(numbers(published), limit)).toEqual(numbers(shown));
  });

  it("the prominent flex section shows the first 4; the default one shows all", () => {
    expect(flexSectionItems(numbers(7), "prominent")).toEqual([1, 2, 3, 4]);
    expect(flexSectionItems(numbers(2), "prominent")).toEqual([1, 2]);
    expect(flexSectionItems(numbers(7), "default")).toEqual(numbers(7));
  });
});
