import { describe, expect, it } from "vitest";

import { readQuery } from "~/forms/read-query";

import {
  articleBanner,
  contentForYouQuery,
  firstTopics,
  THEMES_PER_PAGE,
  themesQuery,
  TOPICS_SHOWN,
} from "./content-for-you";

describe("topics of interest: the first 4 are shown", () => {
  it("is 4, as spec 001 §2 and 002 §9 say", () => expect(TOPICS_SHOWN).toBe(4));
  it.each([
    [[], [], 0],
    [["a"], ["a"], 0],
    [["a", "b", "c", "d"], ["a", "b", "c", "d"], 0],
    [["a", "b", "c", "d", "e"], ["a", "b", "c", "d"], 1],
    [["a", "b", "c", "d", "e", "f", "g"], ["a", "b", "c", "d"], 3],
  ])("%j → shows %j and %i more", (topics, shown, more) => {
    expect(firstTopics(topics)).toEqual({ shown, more });
  });
});

describe("preferred themes: 6 a page, by the grower's topics per group", () => {
  it("is 6 a page (spec 001 §9)", () => expect(THEMES_PER_PAGE).toBe(6));
  const groups = {
    cultures: [{ id: "soy" }, { id: "corn" }],
    regions: [{ id: "south" }],
    editorials: [{ id: "market" }],
  };
  it("splits the topics into their groups and drops unknown ones", () => {
    expect(themesQuery(["market", "soy", "retired"], groups)).toEqual({
      cultures: ["soy"],
      regions: [],
      editorials: ["market"],
    });
  });
  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=0", 1],
    ["page=abc", 1],
    ["page=99999999", Math.ceil(10_000 / 6)],
  ])("?%s reads page %i", (query, page) => {
    expect(readQuery(new URLSearchParams(query), contentForYouQuery).value.page).toBe(page);
  });
  it("keeps the preferences panel open only for its own value", () => {
    expect(readQuery(new URLSearchParams("panel=preferences"), contentForYouQuery).value.panel).toBe("preferences");
    expect(readQuery(new URLSearchParams("panel=other"), contentForYouQuery).value.panel).toBeUndefined();
  });
});

describe("article banner: three states", () => {
  it.each([
    [false, null, "sign-in"],
    [false, [], "sign-in"],
    [true, [], "choose-topics"],
    [true, ["soy"], "none"],
    [true, null, "none"],
  ] as const)("logged in %s, interests %j → %s", (loggedIn, interests, expected) => {
    expect(articleBanner(loggedIn, interests)).toBe(expected);
  });
});
