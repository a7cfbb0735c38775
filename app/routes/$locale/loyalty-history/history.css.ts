import { globalStyle, style } from "@vanilla-extract/css";

import { columnsBy } from "~/ui/shapes/arrangement";
import { controlBox } from "~/ui/shapes/controls";
import { panelShape } from "~/ui/shapes/surface";
import { MEDIA, vars } from "~/ui/theme.css";

export const back = style({ margin: `0 0 ${vars.space.sm}` });
/** The statement reads as a short column, label beside its points, not across the whole page. */
export const statement = style({ maxWidth: "36rem" });
export const filters = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  ...columnsBy({ tablet: 2, desktop: "2fr 1fr 1fr 1fr" }),
  ...panelShape(vars.space.md, vars.radius.lg, vars.colour.surfaceAlt),
});
export const search = style({ gridColumn: "1 / -1", "@media": { [MEDIA.desktop]: { gridColumn: "auto" } } });
export const categories = style({ gridColumn: "1 / -1", margin: `0 0 ${vars.space.md}` });
export const summary = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: 700,
  cursor: "pointer",
  color: vars.colour.brand,
  listStyle: "none",
});
export const chevron = style({ marginInlineStart: vars.space.xs, transition: "transform 0.15s" });
globalStyle(`${categories}[open] ${chevron}`, { transform: "rotate(180deg)" });
globalStyle(`${summary}::-webkit-details-marker`, { display: "none" });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const checks = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}` });
export const check = style({
  ...controlBox({ height: "44px", gap: vars.space.xs }),
  cursor: "pointer",
});
export const actions = style({
  gridColumn: "1 / -1",
  display: "flex",
  gap: vars.space.md,
  alignItems: "center",
  flexWrap: "wrap",
});
export const results = style({ display: "grid", gap: vars.space.sm });
export const pagination = style({ marginTop: vars.space.md });
export const loading = style({ display: "grid", gap: vars.space.sm });
globalStyle(`${check} input`, { width: "1.5rem", height: "1.5rem", margin: 0, accentColor: vars.colour.brand });
