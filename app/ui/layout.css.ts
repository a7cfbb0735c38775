import { style } from "@vanilla-extract/css";

import { pillLink } from "./shapes/controls";
import { CONTENT_MAX_WIDTH_PX, MEDIA, vars } from "./theme.css";

/** Centres content at a readable width with side gutters. */
export const container = style({
  width: `min(100% - 2rem, ${CONTENT_MAX_WIDTH_PX}px)`,
  marginInline: "auto",
  "@media": { [MEDIA.tablet]: { width: `min(100% - 3rem, ${CONTENT_MAX_WIDTH_PX}px)` } },
});

/** Vertical rhythm for a page's main block. */
export const pageBlock = style({ paddingBlock: `${vars.space.xl} ${vars.space.xxl}` });

/** A link that looks like the primary button. */
export const buttonLink = style({
  ...pillLink(
    { height: "44px", inline: vars.space.lg, gap: vars.space.sm },
    { fill: vars.colour.brand, ink: vars.colour.onBrand, weight: 700 },
  ),
  border: 0,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.colour.brandDark } },
});

/** A centred block with an icon, a heading, text and an action: the base of the empty and error states, which add their colours. */
export const stateBlock = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
});
