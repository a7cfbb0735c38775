import { style } from "@vanilla-extract/css";

import { flexRow } from "~/ui/shapes/arrangement";
import { controlBox } from "~/ui/shapes/controls";
import { coverImage } from "~/ui/shapes/media";
import { vars } from "~/ui/theme.css";

export const lead = style({ paddingBlockStart: vars.space.sm });
export const headline = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  color: vars.colour.brand,
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  fontSize: vars.size.sm,
});
export const title = style({
  fontSize: vars.size.xxl,
  lineHeight: 1.15,
  margin: `0 0 ${vars.space.md}`,
  maxWidth: "30ch",
});
export const leadText = style({
  fontSize: vars.size.lg,
  color: vars.colour.ink,
  margin: `0 0 ${vars.space.md}`,
  maxWidth: "60ch",
});
export const meta = style({
  ...flexRow(vars.space.sm, { wrap: true }),
  margin: `0 0 ${vars.space.md}`,
  color: vars.colour.muted,
  fontSize: vars.size.sm,
});
export const tags = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
});
export const tag = style({
  ...controlBox({ height: "36px", inline: vars.space.md, radius: vars.radius.pill }),
  background: vars.colour.brandTint,
  color: vars.colour.brandDark,
  fontSize: vars.size.sm,
  fontWeight: 600,
  textDecoration: "none",
});
export const image = style({
  ...coverImage("16 / 9"),
  borderRadius: vars.radius.lg,
  background: vars.colour.surfaceAlt,
});
