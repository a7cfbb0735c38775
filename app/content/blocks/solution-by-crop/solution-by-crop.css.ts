import { style } from "@vanilla-extract/css";

import { flexColumn, gridList } from "~/ui/shapes/arrangement";
import { roundImage } from "~/ui/shapes/media";
import { panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

/** Small tiles: 2 a row on phones, 4 on tablets, 7 on desktops (14 fill two rows). */
export const grid = style(gridList(vars.space.sm, { phone: "repeat(2, minmax(0, 1fr))", tablet: 4, desktop: 7 }));

export const tile = style({
  ...flexColumn(vars.space.xs),
  alignItems: "center",
  textAlign: "center",
  minHeight: "44px",
  ...panelShape(vars.space.sm, vars.radius.md, vars.colour.brandTint),
  color: vars.colour.brandDark,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.colour.surfaceAlt } },
});

export const image = style(roundImage("4rem"));
