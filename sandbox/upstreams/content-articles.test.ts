// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  articleSearchParams,
  type ArticleSearchRequest,
  articleSearchResponse,
} from "../../app/articles/search-contract";
import { articleList } from "../../app/services/content/contract";
import { startTestSandbox, type TestSandbox } from "../test-support";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.dispose();
});

const base: ArticleSearchRequest = {
  locale: "pt-BR",
  tags: [],
  category: "Article",
  ids: null,
  start: 0,
  size: 9,
  tagFacetSize: 1000,
};
async function search(change: Partial<ArticleSearchRequest>) {
  const response = await fetch(
    `${sandbox.env.CONTENT_API_URL}/article-search?${articleSearchParams({ ...base, ...change })}`,
  );
  expect(response.status).toBe(200);
  return articleSearchResponse.parse(await response.json());
}

describe("the content service's articles", () => {
  it("publishes at least 24 articles per locale, each translation in every locale under one id", async () => {
    const lists = await Promise.all(
      ["pt-BR", "es-AR", "en-US", "es-US"].map(async (locale) =>
        articleList.parse(await (await fetch(`${sandbox.env.CONTENT_API_URL}/articles?locale=${locale}`)).json()),
      ),
    );
    for (const list of lists) expect(list.articles.length).toBeGreaterThanOrEqual(24);
    const ids = lists.map((list) => new Set(list.articles.map((card) => card.translationId)));
    for (const set of ids) expect(set).toEqual(ids[0]);
  });

  it("searches one category, newest first, 9 a page, with a cursor", async () => {
    const first = await search({});
    expect(first.total).toBe(19);
    expect(first.results).toHaveLength(9);
    expect(first.cursor).toBe(9);
    const dates = first.results.map((card) => card.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await search({ start: 18 });
    expect(last.results).toHaveLength(1);
    expect(last.cursor).toBeNull();
  });

  it("ORs the tags, counts categories under the tags and tags within the category", async () => {
    const found = await search({ tags: ["cotton", "wheat"] });
    expect(found.results.map((card) => card.translationId).sort()).toEqual(["cotton-boll-weevil", "wheat-nitrogen"]);
    expect(found.facets.page_category).toEqual([{ value: "Article", count: 2 }]);
    // Tag counts ignore the chosen tags (they never hide the other tags), within the category.
    expect(found.facets.tag_ids.find((b) => b.value === "soy")?.count).toBeGreaterThan(2);
    expect(found.facets.tag_ids.find((b) => b.value === "market")).toEqual({ value: "market", count: 1 });
  });

  it("keeps only the ids the text search matched, and caps the tag facet", async () => {
    const all = await search({ category: "News" });
    const one = all.results[0]!.id;
    const matched = await search({ category: "News", ids: [one] });
    expect(matched.results.map((card) => card.id)).toEqual([one]);
    expect((await search({ category: "News", ids: [] })).total).toBe(0);
    expect((await search({ tagFacetSize: 2 })).facets.tag_ids).toHaveLength(2);
  });

  it("refuses a request outside the contract", async () => {
    const response = await fetch(`${sandbox.env.CONTENT_API_URL}/article-search?locale=pt-BR&category=Blog`);
    expect(response.status).toBe(400);
  });

  it("dates every article from the day the sandbox started: midnight in its country moves none of them", async () => {
    // Counted from each request's clock, a list read before midnight in Chicago and an article read after it
    // disagreed by a day (the sitemap's lastmod against the article's own date, CI at 06:00 UTC).
    const dates = async () => {
      const list = articleList.parse(
        await (await fetch(`${sandbox.env.CONTENT_API_URL}/articles?locale=es-US`)).json(),
      ).articles;
      const first = list[0]!;
      const one = (await (
        await fetch(`${sandbox.env.CONTENT_API_URL}/articles/${first.slug}?locale=es-US`)
      ).json()) as { date: string };
      const found = await search({ locale: "es-US" });
      return { list: list.map((article) => article.date), one: one.date, found: found.results.map((r) => r.date) };
    };
    const before = await dates();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 36 * 3_600_000);
      expect(await dates()).toEqual(before);
    } finally {
      vi.useRealTimers();
    }
  });
});
