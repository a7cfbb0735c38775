import { style } from "@vanilla-extract/css";

import { vars } from "../theme.css";

export const logo = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm });
export const mark = style({ flexShrink: 0 });
export const word = style({
  fontSize: vars.size.lg,
  fontWeight: 800,
  letterSpacing: "-0.01em",
  color: vars.colour.brand,
});
