import { globalStyle, style } from "@vanilla-extract/css";

import { visuallyHidden } from "~/ui/a11y.css";
import { columnsBy, gridStack, wrappingList } from "~/ui/shapes/arrangement";
import { outlinedPanel } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const page = style({
  paddingBlock: `${vars.space.lg} ${vars.space.xxl}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
});
export const visuallyHiddenTitle = visuallyHidden;
export const breadcrumb = style({
  ...wrappingList(vars.space.xs),
  fontSize: vars.size.sm,
});
globalStyle(`${breadcrumb} > li + li::before`, {
  content: '"›"',
  marginInlineEnd: vars.space.xs,
  color: vars.colour.muted,
});
export const layout = style({
  ...gridStack(vars.space.xl),
  ...columnsBy({ tablet: "minmax(0, 2fr) minmax(0, 3fr)" }),
});
export const media = style({
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.lg,
  alignSelf: "start",
  aspectRatio: "4 / 3",
});
export const image = style({ width: "100%", height: "100%", objectFit: "contain" });
export const info = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const eyebrow = style({
  margin: 0,
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  color: vars.colour.muted,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  fontSize: vars.size.sm,
});
export const bio = style({
  padding: "0.1rem 0.5rem",
  borderRadius: vars.radius.pill,
  background: vars.colour.brandTint,
  color: vars.colour.brand,
  textTransform: "none",
  letterSpacing: 0,
});
export const title = style({ fontSize: vars.size.xxl, margin: 0 });
export const hybrid = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.lg });
export const positioning = style({ margin: 0, fontSize: vars.size.lg, fontWeight: 700, color: vars.colour.brand });
export const facts = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  margin: 0,
});
export const fact = style({ padding: vars.space.md, background: vars.colour.surfaceAlt, borderRadius: vars.radius.md });
globalStyle(`${fact} dt`, { fontSize: vars.size.sm, color: vars.colour.muted, fontWeight: 700 });
globalStyle(`${fact} dd`, { margin: 0 });
export const downloads = style({ borderTop: `1px solid ${vars.colour.border}`, paddingTop: vars.space.lg });
export const sectionTitle = style({ fontSize: vars.size.xl });
export const subTitle = style({ fontSize: vars.size.lg, marginTop: vars.space.lg });
export const missing = style({ color: vars.colour.muted });
export const assetList = style(wrappingList(vars.space.md));
export const asset = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  ...outlinedPanel(vars.space.md, vars.radius.md),
  minWidth: "12rem",
});
export const assetLink = style({ fontWeight: 700 });
export const assetTitle = style({ fontSize: vars.size.sm, color: vars.colour.muted });
export const logo = style({ width: "48px", height: "48px" });
