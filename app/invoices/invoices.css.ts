import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

/** The invoice pages' own pieces (issue 32); the rest is the Impulso pages' (app/loyalty/loyalty.css.ts). */
export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "52rem" });
export const form = style({ display: "grid", gap: vars.space.md });
export const or = style({ margin: 0, fontWeight: 700, color: vars.colour.muted });
export const key = style({ fontFamily: "ui-monospace, monospace", overflowWrap: "anywhere" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.size.sm });
export const cell = style({
  textAlign: "start",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  verticalAlign: "top",
});
export const figure = style([cell, { textAlign: "end", whiteSpace: "nowrap" }]);
export const scroll = style({ overflowX: "auto" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });
export const link = style({ color: vars.colour.brand, fontWeight: 700 });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.lg });
