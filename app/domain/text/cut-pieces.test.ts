import { describe, expect, it } from "vitest";

import { cutPieces, cutText, seenOn } from "./cut-pieces";

const text = (length: number) => "abcdefghij".repeat(20).slice(0, length);

describe("a text cut per screen, written once", () => {
  it.each([
    [45, 45, false],
    [46, 45, true],
    [93, 93, false],
    [94, 93, true],
  ])("a %i-character text cut at %i: cut %s", (length, max, isCut) => {
    expect(cutText(text(length), max)).toBe(isCut ? `${text(max)}…` : text(length));
  });

  it("counts characters, not UTF-16 units, and leaves no space before the ellipsis", () => {
    expect(cutText("ação".repeat(3), 4)).toBe("ação…");
    expect(cutText("🌽🌽🌽", 2)).toBe("🌽🌽…");
    expect(cutText("Milho safrinha no cerrado", 13)).toBe("Milho safrinh…");
    expect(cutText("Milho safrinha no cerrado", 6)).toBe("Milho…");
    expect(cutText("Recomendación técnica", 11, "...")).toBe("Recomendaci...");
  });

  it("splits the text at each cut: the pieces read the whole text, each layout sees its own cut", () => {
    const title = "Milho safrinha no cerrado: janela de plantio 🌽 e população";
    const limits = { narrow: 6, medium: 13, wide: 45, huge: 200 };
    const pieces = cutPieces(title, limits);
    expect(pieces.map((piece) => piece.text).join("")).toBe(title);
    for (const [layout, max] of Object.entries(limits) as [keyof typeof limits, number][])
      expect(seenOn(pieces, layout)).toBe(cutText(title, max));
    // The space a cut ends with is cut away with what follows it, so "Milho" ends the narrow cut.
    expect(pieces[0]).toEqual({ text: "Milho", cutOn: [], endsOn: ["narrow"] });
    expect(pieces[1]).toEqual({ text: " safrinh", cutOn: ["narrow"], endsOn: ["medium"] });
  });

  it("two layouts with the same cut end at the same piece; a text that fits is one piece", () => {
    const pieces = cutPieces(text(20), { phone: 10, tablet: 15, desktop: 10 });
    expect(pieces).toEqual([
      { text: text(10), cutOn: [], endsOn: ["phone", "desktop"] },
      { text: text(15).slice(10), cutOn: ["phone", "desktop"], endsOn: ["tablet"] },
      { text: text(20).slice(15), cutOn: ["phone", "tablet", "desktop"], endsOn: [] },
    ]);
    expect(cutPieces("Curta.", { phone: 10 })).toEqual([{ text: "Curta.", cutOn: [], endsOn: [] }]);
  });
});
