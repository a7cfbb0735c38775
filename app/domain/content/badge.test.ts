import { describe, expect, it } from "vitest";

import { BADGE_CUT, BADGE_LIMIT, badgeLabel, badgeShows } from "./badge";

describe("badge labels (spec 002 §9)", () => {
  it("cuts at 11 characters plus '...' when over 14", () => {
    expect([BADGE_LIMIT, BADGE_CUT]).toEqual([14, 11]);
  });

  it.each([
    ["Nuevo", "Nuevo", null],
    ["Exactly 14 chr", "Exactly 14 chr", null],
    ["Fifteen chars!!", "Fifteen cha...", "Fifteen chars!!"],
    ["Lanzamiento 2026/27", "Lanzamiento...", "Lanzamiento 2026/27"],
    ["Proteção de cultivos", "Proteção de...", "Proteção de cultivos"],
    ["  Trigo  ", "Trigo", null],
  ])("%j shows %j", (label, text, full) => {
    const badge = badgeLabel(label);
    expect([badgeShows(badge), badge.full]).toEqual([text, full]);
    // Written whole, once.
    expect(badge.pieces.map((piece) => piece.text).join("")).toBe(label.trim());
  });

  it("counts an emoji as one character and never splits it", () => {
    const label = "🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱";
    expect(badgeShows(badgeLabel(label))).toBe(`${"🌱".repeat(11)}...`);
  });

  it("drops a space left at the cut before the ellipsis", () => {
    expect(badgeShows(badgeLabel("Algodón de surcos"))).toBe("Algodón de...");
    expect(badgeShows(badgeLabel("Caña de azúcar sur"))).toBe("Caña de azú...");
  });
});
