import { globalStyle, style } from "@vanilla-extract/css";

import { autoGrid } from "~/ui/shapes/arrangement";
import { outlinedPanel } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const products = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.lg });
export const product = style({
  ...autoGrid(vars.space.md, "20rem", "auto-fit"),
  ...outlinedPanel(vars.space.lg, vars.radius.lg),
  alignItems: "start",
});
export const productHead = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const productTitle = style({ margin: 0, fontSize: vars.size.lg });
export const subtitle = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });
export const image = style({ width: "96px", height: "72px", objectFit: "contain" });
export const figures = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${figures} dt`, { color: vars.colour.muted, fontSize: vars.size.sm });
globalStyle(`${figures} dd`, { margin: 0, fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const figure = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });
export const chart = style({ width: "100%", maxWidth: "400px" });
globalStyle(`${chart} .recharts-wrapper`, { width: "100% !important", height: "auto !important" });
globalStyle(`${chart} svg.recharts-surface`, { width: "100%", height: "auto" });
export const caption = style({ fontSize: vars.size.sm, color: vars.colour.muted });
export const lotResult = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.colour.wheatTint,
  borderRadius: vars.radius.sm,
});
export const input = style({
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  font: "inherit",
  fontWeight: 400,
  textTransform: "uppercase",
  border: `1px solid ${vars.colour.muted}`,
  borderRadius: vars.radius.sm,
});
