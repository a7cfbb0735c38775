/** The dashboard's own styles: the season toolbar, the sync status, the stats cards' variants and the field table. */
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "flex-end",
  justifyContent: "space-between",
});

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

export const cardVariant = styleVariants({
  standard: {},
  empty: { background: vars.colour.surfaceAlt },
  error: { borderColor: vars.colour.danger, background: vars.colour.dangerTint },
  notConnected: { borderStyle: "dashed", background: vars.colour.surfaceAlt },
});
export const cardFooter = style({
  margin: 0,
  marginTop: "auto",
  fontSize: vars.size.sm,
  color: vars.colour.muted,
  display: "flex",
  gap: vars.space.xs,
  alignItems: "center",
});

globalStyle(`${cardFooter} svg`, { flexShrink: 0 });

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

/** The line that stands in for the figures while another season loads. */
export const switching = style({
  margin: `${vars.space.md} 0`,
  color: vars.colour.muted,
});

/** The export's links: a list laid out as a row of buttons. */
export const exports = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
globalStyle(`${exports} ul`, { listStyle: "none", margin: 0, padding: 0 });
