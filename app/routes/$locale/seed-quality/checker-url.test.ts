import { describe, expect, it } from "vitest";

import { readQuery } from "~/forms/read-query";

import { checkerSchema } from "./checker-url";

const read = (search: string) => readQuery(new URLSearchParams(search), checkerSchema);

describe("the checker's URL (spec 000 §4 §5)", () => {
  it.each([
    ["lot=%20%20ab12-345%20", { lot: "AB12-345", stand: null, standText: "" }],
    ["lot=", { lot: null, stand: null, standText: "" }],
    ["lot=%20%20%20", { lot: null, stand: null, standText: "" }],
    ["", { lot: null, stand: null, standText: "" }],
    ["lot=ab12&stand=80.000", { lot: "AB12", stand: 80_000, standText: "80.000" }],
    ["lot=ab12&stand=lots", { lot: "AB12", stand: null, standText: "lots" }],
  ])("%j reads as %j", (search, expected) => {
    expect(read(search)).toMatchObject({ value: expected, errors: {} });
  });
});
