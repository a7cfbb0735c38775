/** The field map's styles: farms side by side where there is room, the legend's swatches, the shapes' outlines. */
import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const farms = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
});
export const farm = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.xs });
export const farmName = style({ fontWeight: 600, fontSize: vars.size.sm });
export const drawing = style({
  width: "100%",
  height: "auto",
  background: "#f4f2ea",
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
});
export const shape = style({ stroke: "#33413a", strokeWidth: 1.2, fillRule: "evenodd" });
export const point = style({ stroke: "#33413a", strokeWidth: 1.2, strokeDasharray: "3 2" });
export const legend = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.size.sm,
});
export const legendTitle = style({ margin: 0, fontWeight: 600, fontSize: vars.size.sm });
export const swatch = style({
  display: "inline-block",
  width: "1rem",
  height: "1rem",
  marginInlineEnd: vars.space.xs,
  verticalAlign: "-0.15rem",
  border: "1px solid #33413a",
  borderRadius: 2,
});
export const chartText = style({ fontSize: 11, fill: "#1b2420" });
/** The history's tables sit in a narrow column: no minimum width of their own. */
export const compactTable = style({ selectors: { "&&": { minWidth: 0 } } });
export const interactiveMap = style({
  width: "100%",
  height: "min(480px, 70vh)",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  border: `1px solid ${vars.colour.border}`,
});
/** The field tapped on the interactive map, in the list. */
export const selectedRow = style({ outline: `3px solid #0b3d2a`, outlineOffset: -3 });
globalStyle(`${selectedRow} > *`, { background: vars.colour.wheatTint });
/** "Show on the map" beside a field's name: a link-looking button, as tall as a tap needs. */
export const showButton = style({
  display: "block",
  minHeight: 24,
  padding: 0,
  border: 0,
  background: "none",
  color: vars.colour.brand,
  textDecoration: "underline",
  font: "inherit",
  fontWeight: 400,
  cursor: "pointer",
});
