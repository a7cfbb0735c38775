import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const entry = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  marginBlock: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  borderLeft: `4px solid ${vars.colour.brand}`,
  background: vars.colour.brandTint,
});

export const heading = style({ margin: 0, fontSize: vars.size.lg });

export const body = style({ margin: 0 });
