import { style } from "@vanilla-extract/css";

import { gridList } from "~/ui/shapes/arrangement";
import { coverImage } from "~/ui/shapes/media";
import { TILE } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

/** Two tiles a row on phones, three on tablets, five on desktops: 10 fill two rows. */
export const grid = style(gridList(vars.space.md, { phone: "repeat(2, minmax(0, 1fr))", tablet: 3, desktop: 5 }));

export const tile = style({
  ...TILE,
  color: vars.colour.ink,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.colour.brand } },
});

export const image = style(coverImage("4 / 3"));

export const label = style({ padding: vars.space.sm, fontWeight: 700, minHeight: "44px" });
