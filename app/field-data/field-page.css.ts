/** The styles every field-data page shares: the page frame, its forms, panels, notes and summary cards. */
import { globalStyle, style } from "@vanilla-extract/css";

import { autoGrid, flexColumn } from "~/ui/shapes/arrangement";
import { inputBox } from "~/ui/shapes/controls";
import { PAGE_LEAD, PAGE_TITLE, pageColumn, pageHeader } from "~/ui/shapes/page";
import { outlinedPanel, panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const page = style(pageColumn(vars.space.lg));
export const header = style(pageHeader("52rem"));
export const title = style(PAGE_TITLE);
export const lead = style(PAGE_LEAD);
export const heading = style({ fontSize: vars.size.xl, margin: 0 });
export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm });
export const label = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontWeight: 600 });
export const select = style({
  ...inputBox("44px", vars.space.sm, vars.radius.sm),
  minWidth: "12rem",
  font: "inherit",
  fontWeight: 400,
  background: vars.colour.surface,
  color: vars.colour.ink,
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const cards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  ...autoGrid(vars.space.md, "14rem", "auto-fit"),
});
export const card = style({
  ...flexColumn(vars.space.xs),
  ...outlinedPanel(vars.space.md, vars.radius.md, vars.colour.surface),
});
export const cardTitle = style({ margin: 0, fontSize: vars.size.sm, color: vars.colour.muted, fontWeight: 600 });
export const cardValue = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 700, overflowWrap: "anywhere" });
export const cardDetail = style({ margin: 0, fontSize: vars.size.sm });
export const panel = style({
  ...flexColumn(vars.space.sm),
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.surfaceAlt),
  maxWidth: "48rem",
});
export const note = style({ margin: 0, fontSize: vars.size.sm, color: vars.colour.muted });
export const technical = style({
  margin: 0,
  fontSize: vars.size.sm,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  color: vars.colour.muted,
});

export { visuallyHidden as srOnly } from "~/ui/a11y.css";
globalStyle(`${select}`, { maxWidth: "100%" });
globalStyle(`${actions} > a`, { whiteSpace: "normal", textAlign: "center", maxWidth: "100%" });
globalStyle(`${label}`, { maxWidth: "100%", minWidth: 0 });
globalStyle(`${form} > *`, { maxWidth: "100%" });
