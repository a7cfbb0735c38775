import { style } from "@vanilla-extract/css";

import { columnsBy, gridStack } from "~/ui/shapes/arrangement";
import { inputBox } from "~/ui/shapes/controls";
import { vars } from "~/ui/theme.css";

/** The credit and debt summary of the finance page. */
export const summary = style({ display: "grid", gap: vars.space.lg });
export const filters = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.md });
// A business name can be long: the field shrinks with the screen instead of widening the page.
export const filterField = style({ display: "grid", gap: vars.space.xs, minWidth: 0, maxWidth: "100%" });
export const select = style({
  ...inputBox("44px", vars.space.sm, vars.radius.md),
  font: "inherit",
  background: vars.colour.surface,
  width: "100%",
  maxWidth: "100%",
});
export const widgets = style({
  ...gridStack(vars.space.md),
  ...columnsBy({ tablet: 2 }),
});
export const widget = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  padding: vars.space.md,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const widgetTitle = style({ margin: 0, fontSize: vars.size.lg });
export const figures = style({ display: "grid", gap: vars.space.xs, margin: 0 });
export const figure = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space.sm });
export const figureValue = style({ margin: 0, fontWeight: 700 });
export const graph = style({ width: "100%", maxWidth: "250px", height: "auto", justifySelf: "center" });
export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.colour.dangerTint,
  color: vars.colour.danger,
  borderRadius: vars.radius.md,
});
export const ringTrack = style({ fill: "none", stroke: vars.colour.border });
export const ringValue = style({ fill: "none", stroke: vars.colour.brand });
export const ringText = style({ fill: vars.colour.ink, fontSize: "28px", fontWeight: 700 });

/** The credit team's card, below the figures, as wide as a widget. */
export const contact = style({ marginTop: vars.space.lg, maxWidth: "36rem" });
