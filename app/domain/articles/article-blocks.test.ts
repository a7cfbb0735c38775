import { describe, expect, it } from "vitest";

import { ARTICLE_BLOCK_CHILDREN, articleBlockChildren, articleGroupItems } from "./article-blocks";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("article blocks: 3 children, or 10 inside an article", () => {
  it("are the spec's figures (002 §9)", () => expect(ARTICLE_BLOCK_CHILDREN).toEqual({ page: 3, insideArticle: 10 }));
  it.each([
    [0, false, 0],
    [2, false, 2],
    [3, false, 3],
    [12, false, 3],
    [9, true, 9],
    [10, true, 10],
    [12, true, 10],
  ])("%i items, inside an article %s → %i", (count, inside, shown) => {
    expect(articleBlockChildren(range(count), inside)).toEqual(range(shown));
  });
});

describe("article group: sliced 0 to 6", () => {
  it.each([
    [0, 0],
    [5, 5],
    [6, 6],
    [7, 6],
    [20, 6],
  ])("%i items → the first %i", (count, shown) => {
    expect(articleGroupItems(range(count))).toEqual(range(shown));
  });
});
