import { style } from "@vanilla-extract/css";

import { columnsBy } from "~/ui/shapes/arrangement";
import { panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const filters = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  ...columnsBy({ tablet: 2, desktop: 4 }),
  alignItems: "end",
  ...panelShape(vars.space.md, vars.radius.lg, vars.colour.surfaceAlt),
});

export const actions = style({
  display: "flex",
  gap: vars.space.md,
  alignItems: "center",
  flexWrap: "wrap",
  paddingBottom: vars.space.md,
  gridColumn: "1 / -1",
});
