import { describe, expect, it } from "vitest";

import { RECOMMENDED_MINIMUM, recommendedArticles } from "./recommended";

const cards = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe("recommended articles: at least 4, padded from the category then the most viewed", () => {
  it("is at least 4 (spec 002 §2)", () => expect(RECOMMENDED_MINIMUM).toBe(4));

  it.each([
    // picks, same category, most viewed → shown
    [[], ["c1", "c2", "c3", "c4", "c5"], ["v1"], ["c1", "c2", "c3", "c4"]],
    [["p1"], ["c1", "c2"], ["v1", "v2", "v3"], ["p1", "c1", "c2", "v1"]],
    [[], [], ["v1", "v2", "v3", "v4", "v5"], ["v1", "v2", "v3", "v4"]],
    [["p1", "p2", "p3", "p4", "p5"], ["c1"], ["v1"], ["p1", "p2", "p3", "p4", "p5"]],
    [["p1"], ["p1", "c1"], ["c1", "v1", "v2"], ["p1", "c1", "v1", "v2"]],
    [["self"], ["self", "c1"], ["self", "v1", "v2", "v3"], ["c1", "v1", "v2", "v3"]],
    [[], ["c1"], ["v1"], ["c1", "v1"]],
  ])("picks %j, category %j, most viewed %j → %j", (picks, sameCategory, mostViewed, expected) => {
    const shown = recommendedArticles({
      currentId: "self",
      picks: cards(...picks),
      sameCategory: cards(...sameCategory),
      mostViewed: cards(...mostViewed),
    });
    expect(ids(shown)).toEqual(expected);
  });
});
