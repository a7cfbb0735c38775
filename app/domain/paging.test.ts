import { describe, expect, it } from "vitest";
import { z } from "zod";

import { readQuery } from "~/forms/read-query";

import { clampPage, MAX_ROWS, pageCeiling, pageParam } from "./paging";

const page = (search: string, ceiling: number) =>
  readQuery(new URLSearchParams(search), z.object({ page: pageParam(ceiling) })).value.page;

describe("the paging rule every list shares", () => {
  it("a URL reaches row 10,000 at the deepest: the ceiling follows the page size", () => {
    expect(MAX_ROWS).toBe(10_000);
    expect([pageCeiling(10), pageCeiling(16), pageCeiling(100), pageCeiling(3)]).toEqual([1000, 625, 100, 3334]);
  });

  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=abc", 1],
    ["page=0", 1],
    ["page=-4", 1],
    ["page=2.5", 1],
    ["page=%203", 1],
    ["page=50", 50],
    ["page=51", 50],
    ["page=99999999999999999999", 1],
  ])("%j is page %i (ceiling 50)", (search, expected) => {
    expect(page(search, 50)).toBe(expected);
  });

  it("a page asked in code is clamped the same way", () => {
    expect([clampPage(0, 5), clampPage(3, 5), clampPage(9, 5), clampPage(2.7, 5)]).toEqual([1, 3, 5, 2]);
  });
});
