import { globalStyle, style } from "@vanilla-extract/css";

import { autoGrid, flexColumn } from "~/ui/shapes/arrangement";
import { PAGE_LEAD, PAGE_TITLE, pageColumn, pageHeader } from "~/ui/shapes/page";
import { panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const page = style(pageColumn(vars.space.lg));
export const header = style(pageHeader("48rem"));
export const title = style(PAGE_TITLE);
export const lead = style(PAGE_LEAD);
export const checker = style({
  ...flexColumn(vars.space.md),
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.surfaceAlt),
  maxWidth: "48rem",
});
export const heading = style({ fontSize: vars.size.xl, margin: 0 });
export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space.sm });
export const field = style({ flex: "1 1 16rem" });
/** Lined up with the input: the label's line above it. */
export const submit = style({ marginTop: "calc(1.5em + 0.25rem)" });
export const code = style({
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
});
export const detail = style({ margin: 0, color: vars.colour.ink });
export const results = style({
  ...autoGrid(vars.space.sm, "12rem", "auto-fit"),
  margin: `0 0 ${vars.space.lg}`,
});
export const row = style({
  padding: vars.space.sm,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.md,
});
globalStyle(`${row} dt`, { fontSize: vars.size.sm, color: vars.colour.muted, fontWeight: 700 });
globalStyle(`${row} dd`, { margin: 0, fontSize: vars.size.lg, fontWeight: 700 });
export const rate = style({ borderTop: `1px solid ${vars.colour.border}`, paddingTop: vars.space.md });
export const rateHeading = style({ fontSize: vars.size.lg });
export const output = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minHeight: "3.5rem",
  padding: vars.space.md,
  background: vars.colour.brandTint,
  borderRadius: vars.radius.md,
});
export const seeds = style({ fontSize: vars.size.xl, color: vars.colour.brand });
export const worked = style({ fontVariantNumeric: "tabular-nums" });
export const formula = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.size.sm, fontWeight: 700 });
export const caveat = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.size.sm, color: vars.colour.muted });
