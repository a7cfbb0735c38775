import { describe, expect, it } from "vitest";

import { bestFirst } from "./best-first";

/** Lower first, then by label: a total order, as the ranking is. */
const byValue = (a: { value: number; label: string }, b: { value: number; label: string }) =>
  a.value - b.value || a.label.localeCompare(b.label);

describe("the first items of a ranking", () => {
  let state = 3;
  const next = () => (state = (state * 48_271) % 2_147_483_647);
  // Few distinct values: many ties, broken by the label.
  const items = Array.from({ length: 500 }, (_, i) => ({ value: next() % 40, label: `item ${i}` }));
  const sorted = [...items].sort(byValue);

  it.each([1, 2, 6, 10, 37, 200, 499])("are the sorted list's first %i", (count) => {
    expect(bestFirst(items, count, byValue)).toEqual(sorted.slice(0, count));
  });

  it("are all of them, sorted, when as many or more are asked", () => {
    expect(bestFirst(items, 500, byValue)).toEqual(sorted);
    expect(bestFirst(items, 9_999, byValue)).toEqual(sorted);
  });

  it("are none when none are asked or there are none", () => {
    expect(bestFirst(items, 0, byValue)).toEqual([]);
    expect(bestFirst([], 10, byValue)).toEqual([]);
  });

  it("take a typed array of ids and leave it as it was", () => {
    const ids = Int32Array.from([5, 3, 9, 1, 7]);
    expect(bestFirst(ids, 3, (a, b) => a - b)).toEqual([1, 3, 5]);
    expect([...ids]).toEqual([5, 3, 9, 1, 7]);
  });
});
