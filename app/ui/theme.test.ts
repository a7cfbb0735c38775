import { describe, expect, it } from "vitest";

import { BREAKPOINTS, MEDIA } from "./breakpoints";
import { palette } from "./theme.css";

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe("palette contrast (WCAG 2.2 AA)", () => {
  // Every text colour on every surface the components put it on: 4.5:1.
  const text: [string, keyof typeof palette, keyof typeof palette][] = [
    ["body text", "ink", "surface"],
    ["body text on warm cards", "ink", "surfaceAlt"],
    ["body text on the loyalty card", "ink", "wheatTint"],
    ["secondary text", "muted", "surface"],
    ["secondary text on warm cards", "muted", "surfaceAlt"],
    ["links and active items", "brand", "surface"],
    ["links on warm cards", "brand", "surfaceAlt"],
    ["hovered menu items", "brand", "brandTint"],
    ["text on green (buttons, hero, footer)", "onBrand", "brand"],
    ["text on hovered buttons", "onBrand", "brandDark"],
    ["soft text on green (hero lead, footer)", "onBrandMuted", "brand"],
    ["wheat headings on green (footer)", "wheat", "brand"],
    ["the failed-login notice", "danger", "dangerTint"],
    ["empty stars", "muted", "surface"],
    ["stars", "star", "surface"],
    ["stars on the loyalty card", "star", "wheatTint"],
  ];
  it.each(text)("%s: %s on %s ≥ 4.5", (_what, fg, bg) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });

  // The focus ring against what surrounds it: 3:1 (non-text contrast).
  const focus: [string, keyof typeof palette, keyof typeof palette][] = [
    ["green ring on white", "brand", "surface"],
    ["green ring on warm cards", "brand", "surfaceAlt"],
    ["wheat ring on green", "wheat", "brand"],
  ];
  it.each(focus)("focus: %s ≥ 3", (_what, ring, bg) => {
    expect(contrast(palette[ring], palette[bg])).toBeGreaterThanOrEqual(3);
  });

  it("the contrast function is right (black on white is 21:1)", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
  });
});

describe("breakpoints (spec 002 §9)", () => {
  it("are 540, 1200 and 1440 px", () => {
    expect(BREAKPOINTS).toEqual({ tablet: 540, desktop: 1200, wide: 1440 });
    expect(MEDIA.tablet).toContain("(min-width: 540px)");
    expect(MEDIA.desktop).toContain("(min-width: 1200px)");
    // Ultra-wide is strictly above 1440 px.
    expect(MEDIA.wide).toContain("(min-width: 1441px)");
  });
});
