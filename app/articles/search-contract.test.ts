import { describe, expect, it } from "vitest";

import { articleSearchParams, readArticleSearchParams } from "./search-contract";

describe("article search request: the query string both sides read", () => {
  it("round-trips a request", () => {
    const request = {
      locale: "pt-BR",
      tags: ["soy", "corn"],
      category: "Article" as const,
      ids: ["a", "b"],
      start: 9,
      size: 9,
      tagFacetSize: 1000,
    };
    const read = readArticleSearchParams(articleSearchParams(request));
    expect(read.success && read.data).toEqual(request);
  });
  it("tells no text (null) from a text that matched nothing (no ids)", () => {
    const base = { locale: "es-AR", tags: [], category: "News" as const, start: 0, size: 9, tagFacetSize: 1000 };
    const none = readArticleSearchParams(articleSearchParams({ ...base, ids: null }));
    const empty = readArticleSearchParams(articleSearchParams({ ...base, ids: [] }));
    expect(none.success && none.data.ids).toBeNull();
    expect(empty.success && empty.data.ids).toEqual([]);
  });
  it("refuses an unknown category", () => {
    expect(readArticleSearchParams(new URLSearchParams("locale=es-AR&category=Blog")).success).toBe(false);
  });
});
