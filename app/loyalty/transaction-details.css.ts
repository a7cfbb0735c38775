import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const details = style({ display: "grid", gap: vars.space.md });
export const headline = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
  margin: 0,
});
export const points = style({ fontSize: vars.size.xl });
export const block = style({
  display: "grid",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.colour.border}`,
});
export const blockHeading = style({ margin: 0, fontSize: vars.size.lg });
export const tableWrap = style({ overflowX: "auto" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.size.sm });
export const caption = style({ textAlign: "start", color: vars.colour.muted, paddingBottom: vars.space.xs });
export const numeric = style({ textAlign: "end", fontVariantNumeric: "tabular-nums" });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  textAlign: "start",
});
globalStyle(`${table} th.${numeric}, ${table} td.${numeric}`, { textAlign: "end" });
