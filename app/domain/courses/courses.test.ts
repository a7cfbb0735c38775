import { describe, expect, it } from "vitest";

import { COURSE_GALLERY_STEP, galleryWindow } from "./gallery";
import { moduleNavigation, moduleStates } from "./module-navigation";

describe("course gallery: 8, then 8 more", () => {
  it("steps by 8", () => expect(COURSE_GALLERY_STEP).toBe(8));
  it.each([
    [20, 1, 8, 2],
    [20, 2, 16, 3],
    [20, 3, 20, null],
    [20, 9, 20, null],
    [8, 1, 8, null],
    [9, 1, 8, 2],
    [16, 2, 16, null],
    [3, 1, 3, null],
    [0, 1, 0, null],
    [20, 0, 8, 2],
  ])("%i courses, page %i → %i shown, next page %s", (total, page, shown, nextPage) =>
    expect(galleryWindow(total, page)).toEqual({ shown, nextPage }),
  );
});

describe("course layout: numbered modules, bounded navigation", () => {
  it("back is disabled on the first module", () => {
    expect(moduleNavigation(1, 5)).toEqual({ current: 1, total: 5, previous: null, next: 2 });
  });
  it("forward is disabled on the last module", () => {
    expect(moduleNavigation(5, 5)).toEqual({ current: 5, total: 5, previous: 4, next: null });
  });
  it("both work in between", () => {
    expect(moduleNavigation(3, 5)).toEqual({ current: 3, total: 5, previous: 2, next: 4 });
  });
  it("a one-module course has neither", () => {
    expect(moduleNavigation(1, 1)).toEqual({ current: 1, total: 1, previous: null, next: null });
  });
  it.each([
    [0, 1],
    [-2, 1],
    [99, 5],
    [Number.NaN, 1],
    [2.7, 2],
  ])("module %s of 5 shows module %i", (requested, current) =>
    expect(moduleNavigation(requested, 5).current).toBe(current),
  );
  it("the progress sidebar marks done, current and upcoming", () => {
    expect(moduleStates(moduleNavigation(3, 4))).toEqual(["done", "done", "current", "upcoming"]);
  });
});
