import { style } from "@vanilla-extract/css";

import { autoGrid } from "~/ui/shapes/arrangement";
import { accentBar, panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const heading = style({ fontSize: vars.size.xxl });

export const lead = style({ maxWidth: "40rem", fontSize: vars.size.lg, color: vars.colour.muted });

export const card = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: "36rem",
  margin: `${vars.space.lg} 0 0`,
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.surfaceAlt),
  ...accentBar("borderLeft", vars.colour.wheat),
});

export const cardTitle = style({ margin: 0, fontSize: vars.size.lg });

export const note = style({
  maxWidth: "36rem",
  ...panelShape(vars.space.md, vars.radius.md, vars.colour.wheatTint),
});

export const advisors = style({ marginTop: vars.space.xxl });

export const sectionHeading = style({ margin: 0, fontSize: vars.size.xl });

export const muted = style({ color: vars.colour.muted });

export const advisorGrid = style({
  listStyle: "none",
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  ...autoGrid(vars.space.lg, "18rem"),
});
