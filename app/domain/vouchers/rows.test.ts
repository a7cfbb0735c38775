import { describe, expect, it } from "vitest";

import { addRow, atLeastOneRow, EMPTY_ROW, MAX_ROWS, removeRow } from "./rows";

const row = (product: string, amount = "2") => ({ product, amount });

describe("voucher product rows (spec 001 §4)", () => {
  it("adding appends an empty row with amount 1, keeping the rows before it as typed", () => {
    expect(addRow([row("a", "7")])).toEqual([row("a", "7"), { product: "", amount: "1" }]);
    expect(EMPTY_ROW).toEqual({ product: "", amount: "1" });
  });
  it("removing a row of several drops exactly that row", () => {
    expect(removeRow([row("a"), row("b"), row("c")], 1)).toEqual([row("a"), row("c")]);
  });
  it("removing the only row resets it instead", () => {
    expect(removeRow([row("a", "9")], 0)).toEqual([{ product: "", amount: "1" }]);
  });
  it("an index that names no row changes nothing", () => {
    expect(removeRow([row("a"), row("b")], 5)).toEqual([row("a"), row("b")]);
    expect(removeRow([row("a"), row("b")], -1)).toEqual([row("a"), row("b")]);
  });
  it(`stops adding at ${MAX_ROWS} rows`, () => {
    const full = Array.from({ length: MAX_ROWS }, (_, i) => row(`p${i}`));
    expect(addRow(full)).toHaveLength(MAX_ROWS);
  });
  it("a draft always shows at least one row", () => {
    expect(atLeastOneRow([])).toEqual([EMPTY_ROW]);
  });
});
