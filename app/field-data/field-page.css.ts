/** The styles every field-data page shares: the page frame, its forms, panels, notes and summary cards. */
import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const page = style({
  paddingBlock: `${vars.space.lg} ${vars.space.xxl}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});
export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, maxWidth: "52rem" });
export const title = style({ fontSize: vars.size.xxl, margin: 0 });
export const lead = style({ margin: 0, color: vars.colour.muted });
export const heading = style({ fontSize: vars.size.xl, margin: 0 });
export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm });
export const label = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, fontWeight: 600 });
export const select = style({
  minHeight: "44px",
  minWidth: "12rem",
  padding: `0 ${vars.space.sm}`,
  font: "inherit",
  fontWeight: 400,
  border: `1px solid ${vars.colour.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.colour.surface,
  color: vars.colour.ink,
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const cards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});
export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
});
export const cardTitle = style({ margin: 0, fontSize: vars.size.sm, color: vars.colour.muted, fontWeight: 600 });
export const cardValue = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 700, overflowWrap: "anywhere" });
export const cardDetail = style({ margin: 0, fontSize: vars.size.sm });
export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.lg,
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
