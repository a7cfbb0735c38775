import { describe, expect, it } from "vitest";

import { readQuery } from "~/forms/read-query";

import { GRID_PAGE_SIZES, gridPageHref, gridSiblings, gridWindow, screenPager } from "./content-grid";
import { contentGridQuery } from "./content-grid-query";

const query = (search: string) => readQuery(new URLSearchParams(search), contentGridQuery).value;

describe("content grid paging (spec 002 §9, decision 0033)", () => {
  it("6 a page on phones, 8 on tablets, 12 on desktops; 1 sibling on phones, 2 otherwise", () => {
    expect(GRID_PAGE_SIZES).toEqual({ mobile: 6, tablet: 8, desktop: 12 });
    expect([gridSiblings("mobile"), gridSiblings("tablet"), gridSiblings("desktop")]).toEqual([1, 2, 2]);
  });

  it.each([
    ["", 1, 12],
    ["page=3&size=6", 3, 6],
    ["page=2&size=8", 2, 8],
    ["size=12", 1, 12],
    ["size=7", 1, 12],
    ["size=abc&page=x", 1, 12],
    ["page=0", 1, 12],
    ["page=-2&size=6", 1, 6],
    ["page=2.5", 1, 12],
  ])("%j reads as page %i of size %i", (search, page, size) => {
    expect(query(search)).toEqual({ page, size });
  });

  it("a page's window is its slice of the cards; a page past the end shows the last page", () => {
    expect(gridWindow(30, 1, 12)).toEqual({ offset: 0, end: 12, page: 1, pageCount: 3, size: 12 });
    expect(gridWindow(30, 3, 12)).toEqual({ offset: 24, end: 30, page: 3, pageCount: 3, size: 12 });
    expect(gridWindow(30, 9, 6)).toEqual({ offset: 24, end: 30, page: 5, pageCount: 5, size: 6 });
    expect(gridWindow(30, 2, 8)).toEqual({ offset: 8, end: 16, page: 2, pageCount: 4, size: 8 });
    expect(gridWindow(0, 4, 12)).toEqual({ offset: 0, end: 0, page: 1, pageCount: 1, size: 12 });
  });

  it("each screen's pager counts pages in its own size, from the first card shown", () => {
    const desktopPage2 = gridWindow(30, 2, 12);
    expect(screenPager(desktopPage2, 30, "desktop")).toEqual({
      screen: "desktop",
      size: 12,
      current: 2,
      pageCount: 3,
      siblings: 2,
    });
    // A phone on the same address shows cards 13-18: its page 3 of 5.
    expect(screenPager(desktopPage2, 30, "mobile")).toEqual({
      screen: "mobile",
      size: 6,
      current: 3,
      pageCount: 5,
      siblings: 1,
    });
    expect(screenPager(desktopPage2, 30, "tablet")).toMatchObject({ current: 2, pageCount: 4, siblings: 2 });
    // A link shared from a phone (page 4 of 6: cards 19-24), opened on a desktop.
    expect(screenPager(gridWindow(30, 4, 6), 30, "desktop")).toMatchObject({ current: 2, pageCount: 3 });
  });

  it("page links keep the other parameters and leave defaults out", () => {
    const url = new URL("http://x/es-ar/guia?utm_source=wa&page=2&size=8");
    expect(gridPageHref(url, 1, 12)).toBe("/es-ar/guia?utm_source=wa");
    expect(gridPageHref(url, 3, 6)).toBe("/es-ar/guia?utm_source=wa&page=3&size=6");
    expect(gridPageHref(new URL("http://x/es-ar/guia"), 2, 12)).toBe("/es-ar/guia?page=2");
  });
});
