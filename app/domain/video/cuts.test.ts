import { describe, expect, it } from "vitest";

import { cut, DESCRIPTION_CUTS, descriptionCuts, TITLE_CUTS, titleCuts } from "./cuts";

const text = (length: number) => "abcdefghij".repeat(20).slice(0, length);

describe("the gallery's cuts (spec 002 §9)", () => {
  it("titles are cut at 45, 70 or 90 characters on phones; descriptions at 140 on tablets and 93 otherwise", () => {
    expect(TITLE_CUTS).toEqual({ narrow: 45, medium: 70, wide: 90 });
    expect(DESCRIPTION_CUTS).toEqual({ tablet: 140, other: 93 });
  });

  it.each([
    [45, 45, false],
    [46, 45, true],
    [93, 93, false],
    [94, 93, true],
  ])("a %i-character text cut at %i: cut %s", (length, max, isCut) => {
    const result = cut(text(length), max);
    expect(result).toBe(isCut ? `${text(max)}…` : text(length));
  });

  it("counts characters, not UTF-16 units, and leaves no space before the ellipsis", () => {
    expect(cut("ação".repeat(3), 4)).toBe("ação…");
    expect(cut("🌽🌽🌽", 2)).toBe("🌽🌽…");
    expect(cut("Milho safrinha no cerrado", 13)).toBe("Milho safrinh…");
    expect(cut("Milho safrinha no cerrado", 6)).toBe("Milho…");
  });

  it("gives every cut of a title and a description", () => {
    const title = text(100);
    expect(titleCuts(title)).toEqual({
      narrow: `${text(45)}…`,
      medium: `${text(70)}…`,
      wide: `${text(90)}…`,
      full: title,
    });
    expect(descriptionCuts(text(150))).toEqual({ tablet: `${text(140)}…`, other: `${text(93)}…` });
    expect(descriptionCuts("Curta.")).toEqual({ tablet: "Curta.", other: "Curta." });
  });
});
