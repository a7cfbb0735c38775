import { style } from "@vanilla-extract/css";

import { gridStack } from "~/ui/shapes/arrangement";
import { accentBar, outlinedPanel, panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const card = style({
  ...gridStack(vars.space.md),
  ...outlinedPanel(vars.space.lg, vars.radius.lg, vars.colour.surface),
  ...accentBar("borderTop", vars.colour.brand),
  gridColumn: "1 / -1",
  // A grid item may not grow past its track: the table fits or stacks, the page never scrolls sideways.
  minWidth: 0,
});
export const title = style({ margin: 0, fontSize: vars.size.lg });
export const subheading = style({ margin: 0, fontSize: vars.size.md });
export const facts = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  margin: 0,
});
export const fact = style({ display: "grid", gap: vars.space.xs });
export const term = style({ color: vars.colour.muted, fontSize: vars.size.sm });
export const value = style({ margin: 0, fontWeight: 700 });
/** The lots' table (~/ui/stacked-table, which stacks it on phones): small print. */
export const table = style({ fontSize: vars.size.sm });
export const muted = style({ margin: 0, color: vars.colour.muted });
export const people = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const link = style({ color: vars.colour.brand, fontWeight: 700 });
export const banner = style({
  ...gridStack(vars.space.sm),
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.wheatTint),
  ...accentBar("borderInlineStart", vars.colour.wheat),
});
