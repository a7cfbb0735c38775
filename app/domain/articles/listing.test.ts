import { describe, expect, it } from "vitest";

import { SAMPLE_ARTICLES_SHOWN, sortListing, topSampleArticles } from "./listing";

const card = (id: string, views: number, date: string) => ({ id, views, date });

describe("article listing: by views or by date", () => {
  const cards = [
    card("a", 10, "2026-11-01"),
    card("b", 50, "2026-10-01"),
    card("c", 50, "2026-11-20"),
    card("d", 5, "2026-11-20"),
  ];
  it("by views: most viewed first, the newer first on a tie", () => {
    expect(sortListing(cards, "views").map((c) => c.id)).toEqual(["c", "b", "a", "d"]);
  });
  it("by date: newest first, the more viewed first on a tie", () => {
    expect(sortListing(cards, "date").map((c) => c.id)).toEqual(["c", "d", "a", "b"]);
  });
  it("leaves its input alone", () => {
    sortListing(cards, "views");
    expect(cards.map((c) => c.id)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("top articles: the top 4 of the sample list", () => {
  const sample = (id: string, featured: "0" | "1", fresh: "0" | "1", views: number) => ({
    id,
    featured_article: featured,
    new_article: fresh,
    articlesViews: views,
  });
  it("shows 4 (spec 002 §2)", () => expect(SAMPLE_ARTICLES_SHOWN).toBe(4));
  it("takes featured, then new, then the most viewed", () => {
    const list = [
      sample("plain-top", "0", "0", 9000),
      sample("new", "0", "1", 10),
      sample("featured-low", "1", "0", 1),
      sample("featured-new", "1", "1", 5),
      sample("plain", "0", "0", 100),
      sample("new-more", "0", "1", 20),
    ];
    expect(topSampleArticles(list).map((s) => s.id)).toEqual(["featured-new", "featured-low", "new-more", "new"]);
  });
  it("shows fewer when the list is shorter", () => {
    expect(topSampleArticles([sample("x", "0", "0", 1)])).toHaveLength(1);
  });
});
