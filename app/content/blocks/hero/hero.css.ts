import { style } from "@vanilla-extract/css";

import { MEDIA, vars } from "~/ui/theme.css";

/**
 * Phones: the picture on top, the text below on brand green (no text over a
 * photo on a small screen). Tablet and up: the text over the picture, on a
 * green veil that is opaque where the text is, so contrast never depends on
 * the photo. Above 1440 px the ultra-wide art is a lower, wider band.
 */
export const hero = style({
  position: "relative",
  display: "grid",
  background: vars.colour.brandDark,
  color: vars.colour.onBrand,
  vars: { [vars.colour.focus]: vars.colour.wheat },
  "@media": { [MEDIA.tablet]: { minHeight: "26rem", alignItems: "center" } },
});

export const picture = style({
  display: "block",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  "@media": {
    [MEDIA.tablet]: { position: "absolute", inset: 0, aspectRatio: "auto" },
  },
});

export const image = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });

export const veil = style({
  display: "none",
  "@media": {
    [MEDIA.tablet]: {
      display: "block",
      position: "absolute",
      inset: 0,
      background: `linear-gradient(90deg, ${vars.colour.brandDark} 0%, ${vars.colour.brandDark} 38%, rgb(22 74 44 / 0.55) 70%, rgb(22 74 44 / 0.1) 100%)`,
    },
  },
});

export const content = style({
  position: "relative",
  paddingBlock: `${vars.space.lg} ${vars.space.xl}`,
  "@media": { [MEDIA.tablet]: { paddingBlock: vars.space.xxl } },
});

export const text = style({ maxWidth: "34rem" });

export const title = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.size.xxl,
  fontWeight: 800,
  lineHeight: 1.15,
  letterSpacing: "-0.02em",
});

export const lead = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.size.lg, color: vars.colour.onBrandMuted });

export const wide = style({ "@media": { [MEDIA.wide]: { minHeight: "22rem" } } });

/** Wheat on green: the brand's filled button would vanish on the veil. */
export const cta = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.colour.wheat,
  color: vars.colour.ink,
  fontWeight: 700,
  textDecoration: "none",
  ":hover": { background: vars.colour.wheatTint },
  ":focus-visible": { outline: `3px solid ${vars.colour.wheat}`, outlineOffset: "3px" },
});
