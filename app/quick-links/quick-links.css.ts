import { style } from "@vanilla-extract/css";

import { gridStack } from "~/ui/shapes/arrangement";
import { outlinedPanel } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const box = style({
  ...gridStack(vars.space.sm),
  ...outlinedPanel(vars.space.lg, vars.radius.lg, vars.colour.surface),
});
export const title = style({ margin: 0, fontSize: vars.size.lg });
export const description = style({ margin: 0, color: vars.colour.muted });
export const list = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });
export const link = style({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  color: vars.colour.brand,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
