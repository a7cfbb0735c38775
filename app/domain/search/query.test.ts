import { describe, expect, it } from "vitest";

import { readQuery } from "~/forms/read-query";

import { RESULTS_PER_PAGE } from "./constants";
import { resultPages, searchHref, searchQuerySchema } from "./query";

const read = (search: string) => readQuery(new URLSearchParams(search), searchQuerySchema).value;

describe("the /search address", () => {
  it.each([
    ["", { q: "", type: undefined, page: 1 }],
    ["?q=%20%20soja%20%20rr%20", { q: "soja rr", type: undefined, page: 1 }],
    ["?q=ma%C3%ADz&type=article&page=3", { q: "maíz", type: "article", page: 3 }],
    ["?q=soja&type=video&page=-2", { q: "soja", type: undefined, page: 1 }],
    ["?q=soja&page=abc", { q: "soja", type: undefined, page: 1 }],
  ])("reads %j", (search, expected) => expect(read(search)).toEqual(expected));

  it("writes each state as a short link", () => {
    expect(searchHref("/es-ar/buscar", { q: "" })).toBe("/es-ar/buscar");
    expect(searchHref("/es-ar/buscar", { q: "maíz tardío" })).toBe("/es-ar/buscar?q=ma%C3%ADz+tard%C3%ADo");
    expect(searchHref("/pt-br/busca", { q: "soja", type: "product", page: 2 })).toBe(
      "/pt-br/busca?q=soja&type=product&page=2",
    );
    expect(searchHref("/en-us/search", { q: "corn", page: 1 })).toBe("/en-us/search?q=corn");
  });

  it("pages the results, showing the last page for a page past it", () => {
    expect(resultPages(0, 1)).toEqual({ page: 1, pageCount: 1, from: 0 });
    expect(resultPages(RESULTS_PER_PAGE * 2 + 1, 3)).toEqual({ page: 3, pageCount: 3, from: RESULTS_PER_PAGE * 2 });
    expect(resultPages(RESULTS_PER_PAGE + 1, 9)).toEqual({ page: 2, pageCount: 2, from: RESULTS_PER_PAGE });
  });
});
