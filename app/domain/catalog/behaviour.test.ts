import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { brandSelectionEvent, track } from "~/analytics/events";

import { CHECKLIST_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS } from "./constants";
import { debounce, searchTrigger } from "./debounce";
import { legacyRedirect, parseLegacyParams } from "./legacy-link";

describe("debounced search and checklists (spec 000 §4 §5 §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ["search", SEARCH_DEBOUNCE_MS],
    ["checklist", CHECKLIST_DEBOUNCE_MS],
  ])("%s runs once, %i ms after the last change", (_what, wait) => {
    const fn = vi.fn();
    const run = debounce(fn, wait);
    run("a");
    vi.advanceTimersByTime(wait - 1);
    run("ab");
    vi.advanceTimersByTime(wait - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("ab");
  });

  it("flush runs the pending call at once; cancel drops it", () => {
    const fn = vi.fn();
    const run = debounce(fn, 500);
    run(1);
    expect(run.pending).toBe(true);
    run.flush();
    expect(fn).toHaveBeenCalledWith(1);
    expect(run.pending).toBe(false);
    run(2);
    run.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["input", false, "debounce"],
    ["input", true, "wait"],
    ["enter", true, "now"],
    ["enter", false, "now"],
    ["submit", false, "now"],
    ["submit", true, "now"],
  ] as const)("%s with enter-to-search %s → %s", (event, enterToSearch, trigger) => {
    expect(searchTrigger(event, enterToSearch)).toBe(trigger);
  });
});

describe("brand analytics: first selection and change are distinct (spec 000 §4)", () => {
  it.each([
    [null, "109", { event: "catalog_brand_first_selection", brand: "109" }],
    ["109", "1", { event: "catalog_brand_change", from: "109", brand: "1" }],
    ["1", "109", { event: "catalog_brand_change", from: "1", brand: "109" }],
    ["109", "109", null],
  ])("from %j to %j", (previous, next, event) => {
    expect(brandSelectionEvent(previous, next)).toEqual(event);
  });

  it("pushes to the sink, never throws, and ignores no-ops", () => {
    const pushed: unknown[] = [];
    track(brandSelectionEvent(null, "109"), { push: (e) => pushed.push(e) });
    track(brandSelectionEvent("109", "109"), { push: (e) => pushed.push(e) });
    track(brandSelectionEvent("109", "1"), { push: (e) => pushed.push(e) });
    expect(pushed.map((e) => (e as { event: string }).event)).toEqual([
      "catalog_brand_first_selection",
      "catalog_brand_change",
    ]);
    expect(() =>
      track(brandSelectionEvent(null, "1"), {
        push: () => {
          throw new Error("blocked");
        },
      }),
    ).not.toThrow();
    expect(() => track(brandSelectionEvent(null, "1"), undefined)).not.toThrow();
  });
});

describe("legacy catalogue links (spec 000 §2)", () => {
  const catalog = (brand: string | null) => `/es-ar/catalogo${brand ? `?brand=${brand}` : ""}`;
  it.each([
    [
      { crop: "maiz", brandSlug: "campo-alto", brandId: "109", productId: "3412" },
      "/es-ar/d/src-7210",
      { status: 301, location: "/es-ar/d/src-7210" },
    ],
    [
      { crop: "soja", brandSlug: "surco", brandId: "1", productId: "99999" },
      null,
      { status: 302, location: "/es-ar/catalogo?brand=1" },
    ],
    [
      { crop: "soja", brandSlug: "surco", brandId: "abc", productId: "1" },
      "/es-ar/d/x",
      { status: 302, location: "/es-ar/catalogo" },
    ],
    [
      { crop: "soja", brandSlug: "<script>", brandId: "1", productId: "1" },
      "/es-ar/d/x",
      { status: 302, location: "/es-ar/catalogo" },
    ],
    [{ crop: "soja", brandSlug: "surco", brandId: "1" }, "/es-ar/d/x", { status: 302, location: "/es-ar/catalogo" }],
  ])("%j → %j", (params, productHref, expected) => {
    const link = parseLegacyParams(params);
    expect(legacyRedirect(link, link ? productHref : null, catalog)).toEqual(expected);
  });
});
