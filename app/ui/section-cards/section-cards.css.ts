import { style } from "@vanilla-extract/css";

import { stretchedLink } from "../card/stretched-link";
import { autoGrid } from "../shapes/arrangement";
import { accentBar, panelShape } from "../shapes/surface";
import { vars } from "../theme.css";

export const section = style({ paddingBlock: vars.space.xl });

export const heading = style({ fontSize: vars.size.xl, marginBottom: vars.space.lg });

export const grid = style({
  ...autoGrid(vars.space.md, "16rem"),
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const card = style({
  position: "relative",
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.surfaceAlt),
  ...accentBar("borderTop", vars.colour.wheat),
  transition: "box-shadow 0.15s, transform 0.15s",
  selectors: {
    "&:hover, &:focus-within": { boxShadow: "0 8px 20px rgb(27 36 32 / 0.12)", transform: "translateY(-2px)" },
  },
});

export const title = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space.sm}` });

export const link = style(stretchedLink("2px"));

export const description = style({ margin: 0, color: vars.colour.muted });
