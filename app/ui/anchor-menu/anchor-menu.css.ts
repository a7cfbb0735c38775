import { style } from "@vanilla-extract/css";

import { pillLink } from "../shapes/controls";
import { HEADER_HEIGHT_PX, MEDIA, vars } from "../theme.css";
import { ANCHOR_SCROLL_OFFSET_PX } from "./anchor-entry";

/** Sticks right under the sticky header. */
export const menu = style({
  position: "sticky",
  top: HEADER_HEIGHT_PX.mobile,
  zIndex: 30,
  marginBlock: vars.space.lg,
  background: vars.colour.surface,
  borderBottom: `1px solid ${vars.colour.border}`,
  // The white band runs edge to edge, so text never shows in the gutters under it.
  boxShadow: `0 0 0 100vmax ${vars.colour.surface}`,
  clipPath: "inset(0 -100vmax)",
  "@media": { [MEDIA.desktop]: { top: HEADER_HEIGHT_PX.desktop } },
});

export const list = style({
  display: "flex",
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} 0`,
  listStyle: "none",
  overflowX: "auto",
  scrollbarWidth: "thin",
});

export const link = style({
  ...pillLink(
    { height: "40px", inline: vars.space.md, gap: vars.space.xs },
    { fill: vars.colour.surfaceAlt, ink: vars.colour.brand, weight: 600 },
  ),
  whiteSpace: "nowrap",
  selectors: { "&:hover": { background: vars.colour.brandTint, textDecoration: "underline" } },
});

/** For every section an anchor menu points at: lands under the sticky bars, with or without JavaScript. */
export const anchorTarget = style({ scrollMarginTop: `${ANCHOR_SCROLL_OFFSET_PX}px` });
