import { describe, expect, it } from "vitest";

import { cutText, seenOn } from "~/domain/text/cut-pieces";

import { DESCRIPTION_CUTS, descriptionPieces, TITLE_CUTS, titlePieces } from "./cuts";

const text = (length: number) => "abcdefghij".repeat(20).slice(0, length);

describe("the gallery's cuts (spec 002 §9)", () => {
  it("titles are cut at 45, 70 or 90 characters on phones; descriptions at 140 on tablets and 93 otherwise", () => {
    expect(TITLE_CUTS).toEqual({ narrow: 45, medium: 70, wide: 90 });
    expect(DESCRIPTION_CUTS).toEqual({ tablet: 140, other: 93 });
  });

  it("shows every cut of a title and a description on its screen, from one text", () => {
    const title = titlePieces(text(100));
    expect(title.map((piece) => piece.text).join("")).toBe(text(100));
    expect(seenOn(title, "narrow")).toBe(`${text(45)}…`);
    expect(seenOn(title, "medium")).toBe(`${text(70)}…`);
    expect(seenOn(title, "wide")).toBe(`${text(90)}…`);
    const description = descriptionPieces(text(150));
    expect(seenOn(description, "tablet")).toBe(`${text(140)}…`);
    expect(seenOn(description, "phone")).toBe(`${text(93)}…`);
    expect(seenOn(description, "desktop")).toBe(cutText(text(150), 93));
    expect(descriptionPieces("Curta.")).toEqual([{ text: "Curta.", cutOn: [], endsOn: [] }]);
  });
});
