import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

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
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "flex-end",
  justifyContent: "space-between",
});
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

export const status = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.colour.brand}`,
  background: vars.colour.brandTint,
});
export const statusTone = styleVariants({
  ok: { borderInlineStartColor: vars.colour.brand, background: vars.colour.brandTint },
  info: { borderInlineStartColor: vars.colour.brand, background: vars.colour.surfaceAlt },
  warning: { borderInlineStartColor: vars.colour.star, background: vars.colour.wheatTint },
  error: { borderInlineStartColor: vars.colour.danger, background: vars.colour.dangerTint },
});
export const statusLine = style({ margin: 0, fontWeight: 600 });
export const statusMeta = style({ margin: 0, color: vars.colour.ink });

export const loading = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.md,
});
export const loadingTitle = style({ margin: 0, fontSize: vars.size.lg });
export const loadingSubtitle = style({ margin: 0, color: vars.colour.muted, minHeight: "1.5em" });

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
export const cardVariant = styleVariants({
  standard: {},
  empty: { background: vars.colour.surfaceAlt },
  error: { borderColor: vars.colour.danger, background: vars.colour.dangerTint },
  notConnected: { borderStyle: "dashed", background: vars.colour.surfaceAlt },
});
export const cardTitle = style({ margin: 0, fontSize: vars.size.sm, color: vars.colour.muted, fontWeight: 600 });
export const cardValue = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 700, overflowWrap: "anywhere" });
export const cardDetail = style({ margin: 0, fontSize: vars.size.sm });
export const cardFooter = style({
  margin: 0,
  marginTop: "auto",
  fontSize: vars.size.sm,
  color: vars.colour.muted,
  display: "flex",
  gap: vars.space.xs,
  alignItems: "center",
});

export const tableWrap = style({
  overflowX: "auto",
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
});
export const table = style({ borderCollapse: "collapse", width: "100%", minWidth: "56rem", fontSize: vars.size.sm });
export const caption = style({ textAlign: "start", padding: vars.space.sm, fontWeight: 700, fontSize: vars.size.md });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.colour.border}`,
  textAlign: "start",
  verticalAlign: "top",
});
globalStyle(`${table} thead th`, { background: vars.colour.surfaceAlt });
export const best = style({
  display: "inline-block",
  marginInlineStart: vars.space.xs,
  padding: "0 0.4rem",
  borderRadius: vars.radius.pill,
  background: vars.colour.wheatTint,
  color: vars.colour.ink,
  fontSize: "0.75rem",
  fontWeight: 700,
});
export const num = style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });

export const dialog = style({
  border: "none",
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  maxWidth: "min(28rem, calc(100% - 2rem))",
  selectors: { "&::backdrop": { background: "rgba(27, 36, 32, 0.6)" } },
});
export const dialogBody = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
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
globalStyle(`${cardFooter} svg`, { flexShrink: 0 });
globalStyle(`${select}`, { maxWidth: "100%" });
globalStyle(`${actions} > a`, { whiteSpace: "normal", textAlign: "center", maxWidth: "100%" });
globalStyle(`${label}`, { maxWidth: "100%", minWidth: 0 });
globalStyle(`${form} > *`, { maxWidth: "100%" });
