import { describe, expect, it } from "vitest";

import { BADGE_CUT, BADGE_LIMIT, badgeLabel } from "./badge";

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
    expect(badgeLabel(label)).toEqual({ text, full });
  });

  it("counts an emoji as one character and never splits it", () => {
    const label = "🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱🌱";
    expect(badgeLabel(label).text).toBe(`${"🌱".repeat(11)}...`);
  });

  it("drops a space left at the cut before the ellipsis", () => {
    expect(badgeLabel("Algodón de surcos").text).toBe("Algodón de...");
    expect(badgeLabel("Caña de azúcar sur").text).toBe("Caña de azú...");
  });
});
