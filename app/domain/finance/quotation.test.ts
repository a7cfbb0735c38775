import { describe, expect, it } from "vitest";

import { MISSING_DATE, quoteInstant, quoteValue, shownItems, withChoice } from "./quotation";

describe("market quotation value (spec 001 §5: the floor of the quote)", () => {
  it.each([
    [312_450.75, 312_450],
    [138.99, 138],
    [71, 71],
    [0.5, 0],
    [-1.5, -2],
  ])("%d → %d", (quote, shown) => {
    expect(quoteValue(quote)).toBe(shown);
  });
});

describe("market quotation date", () => {
  it("reads an ISO instant", () => {
    expect(quoteInstant("2026-11-23T13:00:00.000Z")?.toISOString()).toBe("2026-11-23T13:00:00.000Z");
  });
  it.each([null, undefined, "", "not a date"])("has none for %s (the widget writes '---')", (fecha) => {
    expect(quoteInstant(fecha)).toBeNull();
  });
  it("writes '---' when missing", () => {
    expect(MISSING_DATE).toBe("---");
  });
});

describe("the grower's list", () => {
  const groups = [
    {
      name: "Granos",
      items: [
        { itemId: "a", checked: true },
        { itemId: "b", checked: false },
        { itemId: "c", checked: true },
      ],
    },
  ];
  it("the bar shows the checked items in order", () => {
    expect(shownItems(groups).map((item) => item.itemId)).toEqual(["a", "c"]);
  });
  it("a saved toggle changes that item only", () => {
    const after = withChoice(groups, "b", true);
    expect(after[0].items.map((item) => item.checked)).toEqual([true, true, true]);
    expect(withChoice(groups, "a", false)[0].items.map((item) => item.checked)).toEqual([false, false, true]);
    expect(groups[0].items[1].checked).toBe(false);
  });
});
