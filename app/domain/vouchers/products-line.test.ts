import { describe, expect, it } from "vitest";

import { productsLine } from "./products-line";

describe("products for the distributor's notification (spec 001 §7)", () => {
  it("joins name:amount pairs with semicolons, in the rows' order", () => {
    expect(
      productsLine([
        { name: "SG 1030 STS", amount: 2 },
        { name: "SG 1072 Intacta", amount: 15 },
      ]),
    ).toBe("SG 1030 STS:2;SG 1072 Intacta:15");
  });
  it("one product is one pair, without a separator", () => {
    expect(productsLine([{ name: "SG 1030 STS", amount: 1 }])).toBe("SG 1030 STS:1");
  });
  it("a name holding a separator cannot break the line apart", () => {
    const line = productsLine([
      { name: "Mix: A;B", amount: 3 },
      { name: "C", amount: 1 },
    ]);
    expect(line.split(";").map((pair) => pair.split(":"))).toEqual([
      ["Mix  A B", "3"],
      ["C", "1"],
    ]);
  });
});
