import { style } from "@vanilla-extract/css";

import { accentBar, panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const entry = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  marginBlock: vars.space.lg,
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.brandTint),
  ...accentBar("borderLeft", vars.colour.brand),
});

export const heading = style({ margin: 0, fontSize: vars.size.lg });

export const body = style({ margin: 0 });
