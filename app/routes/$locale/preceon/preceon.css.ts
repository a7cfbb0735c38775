import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  alignItems: "flex-start",
  maxWidth: "60rem",
});
export const fieldset = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  width: "100%",
});
export const tooltip = style({ fontSize: vars.size.sm });
export const days = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
