import { style } from "@vanilla-extract/css";

import { BACKDROP_SHADOW } from "~/ui/modal/backdrop";
import { flexRow } from "~/ui/shapes/arrangement";
import { centredDialog, panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

/** The postcode widget: the promo with its form, the recommendation table, the change-postcode dialog. */
export const block = style({ paddingBlock: vars.space.xl, scrollMarginTop: "5rem" });
export const promo = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.colour.wheatTint,
  border: `1px solid ${vars.colour.border}`,
});
export const heading = style({ margin: 0, fontSize: vars.size.xl });
export const lead = style({ margin: 0, maxWidth: "60ch" });
export const form = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-start" });
export const field = style({ flex: "0 1 20rem" });
export const submit = style({ marginTop: "1.75rem" });
export const result = style({ display: "grid", gap: vars.space.sm });
export const resultHeading = style({ margin: 0, fontSize: vars.size.lg });
export const region = style({ margin: 0, color: vars.colour.muted });
/** The recommendation table (~/ui/stacked-table, which stacks it on phones). */
export const table = style({ background: vars.colour.surface });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

export const inlineDialog = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
  border: `2px solid ${vars.colour.brand}`,
});
export const dialogHeader = style(flexRow(vars.space.md, { align: "start", justify: "space-between" }));
export const dialogTitle = style({ margin: 0, fontSize: vars.size.lg });
export const close = style({
  background: "none",
  border: 0,
  padding: vars.space.xs,
  color: vars.colour.brand,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
});
export const dialog = style({
  ...centredDialog("min(100vw - 1rem, 32rem)"),
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.surface),
  display: "grid",
  gap: vars.space.sm,
  boxShadow: BACKDROP_SHADOW,
});
