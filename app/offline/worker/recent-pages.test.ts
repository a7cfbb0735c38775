import { describe, expect, it } from "vitest";

import { afterVisit, RECENT_PAGES } from "./recent-pages";

const pages = (n: number) => Array.from({ length: n }, (_, i) => `/es-ar/p${i + 1}`);

describe("afterVisit: the last 20 pages visited, oldest evicted", () => {
  it("keeps 20", () => expect(RECENT_PAGES).toBe(20));

  it("keeps every page up to 20", () => {
    const { kept, evicted } = afterVisit(pages(19), "/es-ar/p20");
    expect(kept).toHaveLength(20);
    expect(evicted).toEqual([]);
  });

  it("evicts the oldest when a 21st page is visited", () => {
    const { kept, evicted } = afterVisit(pages(20), "/es-ar/new");
    expect(evicted).toEqual(["/es-ar/p1"]);
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toBe("/es-ar/new");
  });

  it("a page visited again moves to the newest end, so it is not the one evicted", () => {
    const { kept, evicted } = afterVisit([...pages(20)], "/es-ar/p1");
    expect(evicted).toEqual([]);
    expect(kept[0]).toBe("/es-ar/p2");
    expect(kept.at(-1)).toBe("/es-ar/p1");
  });

  it("brings an overfull list (a smaller limit) back to the limit, oldest first", () => {
    const { kept, evicted } = afterVisit(pages(5), "/es-ar/p6", 3);
    expect(evicted).toEqual(["/es-ar/p1", "/es-ar/p2", "/es-ar/p3"]);
    expect(kept).toEqual(["/es-ar/p4", "/es-ar/p5", "/es-ar/p6"]);
  });
});
