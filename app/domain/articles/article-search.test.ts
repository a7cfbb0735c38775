import { describe, expect, it } from "vitest";

import { readQuery } from "~/forms/read-query";

import { articleQuerySchema } from "./article-query";
import {
  activeCategory,
  ARTICLES_PER_PAGE,
  articleSearchString,
  changed,
  PAGE_CATEGORIES,
  pageCountOf,
  SEARCH_DEBOUNCE_MS,
  shownPage,
  SKELETON_CARDS,
  startOf,
  TAG_FACET_SIZE,
  toggleTag,
} from "./article-search";

const read = (search: string) => readQuery(new URLSearchParams(search), articleQuerySchema).value;

describe("article search constants (spec 002 §9)", () => {
  it("9 per page, tag facet size 1000, 6 skeleton cards, debounce 300 ms", () => {
    expect([ARTICLES_PER_PAGE, TAG_FACET_SIZE, SKELETON_CARDS, SEARCH_DEBOUNCE_MS]).toEqual([9, 1000, 6, 300]);
  });
  it("has the tabs News then Article", () => expect(PAGE_CATEGORIES).toEqual(["News", "Article"]));
});

describe("the query string", () => {
  it.each([
    ["", { q: "", tags: [], category: null, page: 1 }],
    ["q=%20soja%20%20roya%20", { q: "soja roya", tags: [], category: null, page: 1 }],
    ["tag=soy", { q: "", tags: ["soy"], category: null, page: 1 }],
    ["tag=soy&tag=corn&tag=soy&tag=", { q: "", tags: ["soy", "corn"], category: null, page: 1 }],
    ["category=Article&page=3", { q: "", tags: [], category: "Article", page: 3 }],
    ["category=Blog&page=abc", { q: "", tags: [], category: null, page: 1 }],
  ])("?%s reads %j", (search, expected) => expect(read(search)).toEqual(expected));

  it("writes back what it reads, page 1 and defaults left out", () => {
    const query = read("tag=soy&tag=corn&q=roya&category=News&page=2");
    expect(articleSearchString(query)).toBe("?q=roya&tag=soy&tag=corn&category=News&page=2");
    expect(articleSearchString(read(""))).toBe("");
  });

  it("goes back to page 1 on any change to the search, the tags or the tab", () => {
    const query = read("q=roya&page=4");
    expect(changed(query, { q: "trigo" }).page).toBe(1);
    expect(toggleTag(query, "soy")).toEqual({ ...query, tags: ["soy"], page: 1 });
    expect(toggleTag({ ...query, tags: ["soy", "corn"] }, "soy").tags).toEqual(["corn"]);
  });
});

describe("tab fallback: the first category with results becomes active", () => {
  const buckets = (news: number, article: number) => [
    { value: "News", count: news },
    { value: "Article", count: article },
  ];
  it.each([
    [null, buckets(3, 5), "News"],
    ["Article", buckets(3, 5), "Article"],
    [null, buckets(0, 5), "Article"],
    ["Article", buckets(3, 0), "News"],
    ["News", buckets(0, 0), "News"],
    ["Article", buckets(0, 0), "Article"],
    ["Article", [], "Article"],
    [null, [{ value: "Article", count: 2 }], "Article"],
  ] as const)("asked %s with %j → %s", (requested, counts, expected) => {
    expect(activeCategory(requested, counts)).toBe(expected);
  });
});

describe("paging: 9 per page", () => {
  it.each([
    [0, 1],
    [1, 1],
    [9, 1],
    [10, 2],
    [18, 2],
    [19, 3],
  ])("%i results make %i pages", (total, pages) => expect(pageCountOf(total)).toBe(pages));
  it.each([
    [1, 0],
    [2, 9],
    [3, 18],
  ])("page %i starts at result %i", (page, start) => expect(startOf(page)).toBe(start));
  it.each([
    [3, 20, 3],
    [4, 20, 3],
    [2, 0, 1],
  ])("page %i of %i results shows page %i", (page, total, shown) => expect(shownPage(page, total)).toBe(shown));
});
