import { style } from "@vanilla-extract/css";

import { FOCUS_RING } from "~/ui/shapes/controls";
import { coverImage } from "~/ui/shapes/media";
import { MEDIA, vars } from "~/ui/theme.css";

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

/** The same height with and without JavaScript, so the upgrade moves nothing below it. */
export const controls = style({ display: "flex", alignItems: "center", gap: vars.space.xs, minHeight: "44px" });

const round = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: `2px solid ${vars.colour.brand}`,
  background: vars.colour.surface,
  color: vars.colour.brand,
  cursor: "pointer",
} as const;

export const control = style({ ...round, width: "44px", height: "44px", borderRadius: vars.radius.pill });

/** As wide for "Pause" as for "Play" (and the words of the other locales), so the swap moves nothing. */
export const toggle = style({
  ...round,
  minWidth: "8rem",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
});

/** A 32 px target with a 12 px dot drawn in it; the current slide's dot is filled. */
export const dot = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "32px",
  height: "32px",
  padding: 0,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  selectors: {
    "&::before": {
      content: '""',
      width: "12px",
      height: "12px",
      borderRadius: vars.radius.pill,
      border: `2px solid ${vars.colour.brand}`,
    },
    "&[aria-current='true']::before": { background: vars.colour.brand },
  },
});

export const flipped = style({ transform: "scaleX(-1)" });

/** Without JavaScript: a strip that snaps one slide at a time. */
export const viewport = style({
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  overscrollBehaviorX: "contain",
  borderRadius: vars.radius.lg,
  selectors: { "&:focus-visible": FOCUS_RING },
});

/** With it: the strip is moved by the carousel; vertical swipes still scroll the page. */
export const viewportEnhanced = style({ overflow: "hidden", touchAction: "pan-y", borderRadius: vars.radius.lg });

export const track = style({
  display: "flex",
  transition: "transform 400ms ease",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const slide = style({
  flex: "0 0 100%",
  scrollSnapAlign: "start",
  display: "grid",
  background: vars.colour.surfaceAlt,
  selectors: { "&[hidden]": { display: "none" } },
  "@media": { [MEDIA.tablet]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "center" } },
});

export const image = style({
  ...coverImage("16 / 9"),
  userSelect: "none",
});

export const body = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.size.lg });

export const text = style({ margin: 0, color: vars.colour.ink });

export const link = style({ color: vars.colour.brand, fontWeight: 700, minHeight: "24px" });
