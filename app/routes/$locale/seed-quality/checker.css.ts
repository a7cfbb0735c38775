import { globalStyle, style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const page = style({
  paddingBlock: `${vars.space.lg} ${vars.space.xxl}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});
export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, maxWidth: "48rem" });
export const title = style({ fontSize: vars.size.xxl, margin: 0 });
export const lead = style({ margin: 0, color: vars.colour.muted });
export const checker = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.lg,
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
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 12rem), 1fr))",
  gap: vars.space.sm,
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
