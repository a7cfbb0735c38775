import { globalStyle, style } from "@vanilla-extract/css";

import { BARE_LIST, gridStack } from "~/ui/shapes/arrangement";
import { controlBox, SET_LINK } from "~/ui/shapes/controls";
import { MEDIA, vars } from "~/ui/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [MEDIA.desktop]: { gridTemplateColumns: "minmax(0, 5fr) minmax(0, 6fr)" } },
});
export const side = style({ display: "grid", gap: vars.space.lg });
export const form = style({ display: "grid", gap: vars.space.xs });

export const channel = style({ display: "grid", gap: vars.space.xs, marginBottom: vars.space.sm });
export const channelLabel = style({ margin: 0, fontWeight: 700 });
export const segmented = style({
  display: "inline-flex",
  listStyle: "none",
  margin: 0,
  padding: vars.space.xs,
  gap: vars.space.xs,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.pill,
  justifySelf: "start",
});
export const segment = style({
  ...controlBox({ height: "44px", inline: vars.space.lg, radius: vars.radius.pill }),
  ...SET_LINK,
});

export const stars = style({ border: 0, margin: `0 0 ${vars.space.md}`, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.xs });
export const starOptions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
export const starOption = style({
  position: "relative",
  ...controlBox({ height: "44px", inline: vars.space.sm, gap: vars.space.xs, radius: vars.radius.md }),
  border: `1px solid ${vars.colour.muted}`,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": {
      borderColor: vars.colour.brand,
      background: vars.colour.brandTint,
      boxShadow: `inset 0 0 0 1px ${vars.colour.brand}`,
    },
  },
});
export const starGlyphs = style({ color: vars.colour.star, letterSpacing: "0.05em" });
globalStyle(`${starOption} input`, { width: "1.25rem", height: "1.25rem", margin: 0, accentColor: vars.colour.brand });

export const amount = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
export const prefix = style({ fontWeight: 700, color: vars.colour.muted, minWidth: "2rem" });

export const accelerators = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  "@media": { [MEDIA.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});
export const buttons = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", marginTop: vars.space.md });

export const result = style({ scrollMarginTop: "5rem", selectors: { "&:focus": { outline: "none" } } });
/**
 * Under 540 px the calculation goes under its factor, so the table keeps two columns: each row is laid out as a grid
 * (factor and value, the calculation below the factor). The calculation is written once, in its own cell.
 */
export const detail = style({
  "@media": { [MEDIA.belowTablet]: { gridArea: "detail", paddingTop: 0, color: vars.colour.muted } },
});
export const detailHeading = style({ "@media": { [MEDIA.belowTablet]: { display: "none" } } });
export const invalid = style({ margin: 0, color: vars.colour.danger, fontWeight: 700 });
export const tableWrap = style({ overflowX: "auto" });
export const breakdown = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.size.sm });
export const caption = style({
  textAlign: "start",
  fontWeight: 700,
  paddingBottom: vars.space.xs,
  fontSize: vars.size.md,
});
export const numeric = style({
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
  "@media": { [MEDIA.tablet]: { whiteSpace: "nowrap" } },
});
globalStyle(`${breakdown} th, ${breakdown} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  textAlign: "start",
  verticalAlign: "top",
});
globalStyle(`${breakdown} .${numeric}`, { textAlign: "end" });
globalStyle(`${breakdown} tr`, {
  "@media": {
    [MEDIA.belowTablet]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      gridTemplateAreas: '"factor value" "detail value"',
      borderBottom: `1px solid ${vars.colour.border}`,
    },
  },
});
globalStyle(`${breakdown} tr > *`, { "@media": { [MEDIA.belowTablet]: { borderBottom: 0 } } });
globalStyle(`${breakdown} tr > :first-child`, { "@media": { [MEDIA.belowTablet]: { gridArea: "factor" } } });
globalStyle(`${breakdown} tr > .${numeric}`, { "@media": { [MEDIA.belowTablet]: { gridArea: "value" } } });
export const rowKind = {
  part: style({}),
  band: style({ color: vars.colour.muted }),
  subtotal: style({ background: vars.colour.surfaceAlt }),
  multiplier: style({}),
  bonus: style({}),
  total: style({ fontWeight: 700, background: vars.colour.brandTint }),
};
globalStyle(`${rowKind.band} th`, { paddingInlineStart: vars.space.lg, fontWeight: 400 });

export const catalogue = style({ display: "grid", gap: vars.space.md, scrollMarginTop: "5rem" });
export const grid = style({
  ...BARE_LIST,
  ...gridStack(vars.space.md),
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
});
export const item = style({
  display: "flex",
  flexDirection: "column",
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.colour.surface,
});
export const itemMedia = style({ aspectRatio: "16 / 10", background: vars.colour.surfaceAlt, display: "flex" });
export const itemBody = style({ display: "grid", gap: vars.space.xs, padding: vars.space.md });
export const itemName = style({ margin: 0, fontSize: vars.size.md });
export const itemPoints = style({ margin: 0, fontWeight: 700, color: vars.colour.brandDark });
export const more = style({ display: "flex", justifyContent: "center", margin: 0 });
globalStyle(`${itemMedia} img`, { width: "100%", height: "100%", objectFit: "cover" });
