import { createGlobalTheme } from "@vanilla-extract/css";

import { MEDIA } from "./breakpoints";

export { MEDIA };

/**
 * Surco's colours. Every text/background pair the components use is checked
 * for WCAG AA contrast in theme.test.ts; add the pair there when you add one.
 */
export const palette = {
  /** Deep field green: the brand, links, filled buttons. */
  brand: "#1f5f3a",
  brandDark: "#164a2c",
  brandTint: "#e8f1ea",
  /** Wheat yellow: accents on green, the focus ring on dark surfaces. */
  wheat: "#f2c94c",
  wheatTint: "#fbf3d6",
  ink: "#1b2420",
  muted: "#4d5a52",
  surface: "#ffffff",
  surfaceAlt: "#f6f4ec",
  /** Decorative lines only (not a control's boundary). */
  border: "#d5ddd7",
  onBrand: "#ffffff",
  onBrandMuted: "#dcebe0",
  danger: "#8a1c1c",
  dangerTint: "#fdecea",
  star: "#875c00",
} as const;

/** Heights the header reserves, so hydration never moves the page. */
export const HEADER_HEIGHT_PX = { mobile: 56, desktop: 64 } as const;

/** Widest the content gets. */
export const CONTENT_MAX_WIDTH_PX = 1200;

export const vars = createGlobalTheme(":root", {
  colour: { ...palette, focus: palette.brand },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  /** A modest scale: body 1rem; the display size grows with the viewport. */
  size: {
    sm: "0.875rem",
    md: "1rem",
    lg: "1.25rem",
    xl: "clamp(1.375rem, 1.1rem + 1vw, 1.75rem)",
    xxl: "clamp(1.75rem, 1.2rem + 2.4vw, 2.75rem)",
  },
  radius: { sm: "4px", md: "8px", lg: "14px", pill: "999px" },
});

/** Comfortable minimum for anything tapped (WCAG 2.2 asks for 24 px; we give 44 in the header). */
export const TAP_TARGET = "44px";
