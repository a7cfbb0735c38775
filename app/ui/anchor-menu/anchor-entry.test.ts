import { describe, expect, it } from "vitest";

import { ANCHOR_SCROLL_OFFSET_PX, anchorScrollTop, EXTERNAL_WINDOW_NAME, parseAnchorEntry } from "./anchor-entry";

describe("parseAnchorEntry", () => {
  it.each([
    ["#mission", { kind: "section", label: "L", id: "mission", href: "#mission" }],
    ["mission", { kind: "section", label: "L", id: "mission", href: "#mission" }],
    ["  #mission  ", { kind: "section", label: "L", id: "mission", href: "#mission" }],
    [
      "button:https://www.weather.gov",
      { kind: "external", label: "L", href: "https://www.weather.gov", windowName: EXTERNAL_WINDOW_NAME },
    ],
    [
      "button: http://example.com/a?b=1 ",
      { kind: "external", label: "L", href: "http://example.com/a?b=1", windowName: EXTERNAL_WINDOW_NAME },
    ],
    ["button:javascript:alert(1)", null],
    ["button:/relative", null],
    ["#", null],
    ["", null],
  ])("%j", (target, expected) => {
    expect(parseAnchorEntry("L", target)).toEqual(expected);
  });
});

describe("anchorScrollTop", () => {
  it("leaves 168 px for the sticky bars", () => {
    expect(ANCHOR_SCROLL_OFFSET_PX).toBe(168);
    expect(anchorScrollTop(1000)).toBe(832);
    expect(anchorScrollTop(168)).toBe(0);
  });
  it("never scrolls above the top", () => {
    expect(anchorScrollTop(100)).toBe(0);
  });
});
