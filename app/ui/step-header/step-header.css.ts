import { style } from "@vanilla-extract/css";

import { panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const header = style({ display: "grid", gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.size.xxl, lineHeight: 1.15 });

export const lead = style({ margin: 0, color: vars.colour.muted, maxWidth: "60ch" });

export const step = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });

export const alert = style({
  margin: 0,
  ...panelShape(vars.space.md, vars.radius.md, vars.colour.dangerTint),
  border: `2px solid ${vars.colour.danger}`,
  fontWeight: 700,
});
