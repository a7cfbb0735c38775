import { style, styleVariants } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

const base = style({
  display: "flex",
  gap: vars.space.md,
  marginBlock: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: "6px solid",
});

export const callout = styleVariants({
  info: [base, { background: vars.colour.brandTint, borderColor: vars.colour.brand }],
  tip: [base, { background: vars.colour.wheatTint, borderColor: vars.colour.star }],
  warning: [base, { background: vars.colour.dangerTint, borderColor: vars.colour.danger }],
});

export const icon = style({
  flex: "0 0 2rem",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2rem",
  height: "2rem",
  borderRadius: vars.radius.pill,
  background: vars.colour.surface,
  color: vars.colour.ink,
  fontWeight: 700,
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });

export const title = style({ margin: 0, fontWeight: 700, color: vars.colour.ink });

export const text = style({ margin: 0, color: vars.colour.ink });

export const link = style({ color: vars.colour.brand, fontWeight: 700 });
