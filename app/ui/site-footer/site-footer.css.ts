import { style } from "@vanilla-extract/css";

import { BARE_LIST, flexRow } from "../shapes/arrangement";
import { controlBox } from "../shapes/controls";
import { MEDIA, vars } from "../theme.css";

export const footer = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.xl,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  // Dark surface: the focus ring turns wheat.
  vars: { [vars.colour.focus]: vars.colour.wheat },
});

export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": { [MEDIA.tablet]: { gridTemplateColumns: "2fr 1fr" } },
});

export const linkBlocks = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.size.md,
  color: vars.colour.wheat,
});

export const list = style(BARE_LIST);

export const link = style({
  ...controlBox({ height: "36px", gap: vars.space.sm }),
  color: vars.colour.onBrand,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const hours = style({
  ...flexRow(vars.space.sm, { align: "center" }),
  margin: `0 0 ${vars.space.xs}`,
  color: vars.colour.onBrandMuted,
});

/** The last line: the rights, and the light/full version switch at the other end when there is room. */
export const bottom = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: vars.space.lg,
  marginTop: vars.space.xl,
  padding: `${vars.space.md} 0`,
  borderTop: "1px solid rgb(255 255 255 / 0.2)",
});

export const rights = style({
  margin: 0,
  fontSize: vars.size.sm,
  color: vars.colour.onBrandMuted,
});
