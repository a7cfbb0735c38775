import { style } from "@vanilla-extract/css";

import { controlBox, SET_LINK } from "../shapes/controls";
import { MEDIA, vars } from "../theme.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const link = style({
  ...controlBox({ height: "44px", inline: vars.space.sm, radius: vars.radius.md, square: true }),
  ...SET_LINK,
});

export const disabled = style({ color: vars.colour.muted, fontWeight: 400, cursor: "default" });

export const gap = style({ minWidth: "1.5rem", textAlign: "center", color: vars.colour.muted });

/** Pages two away from the current one: shown from tablet width up (1 sibling on mobile, 2 otherwise). */
export const far = style({ "@media": { [MEDIA.belowTablet]: { display: "none" } } });
