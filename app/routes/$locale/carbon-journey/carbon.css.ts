import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const documents = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 13rem), 1fr))",
});
export const document = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
});
export const done = style({ margin: 0, fontWeight: 700, color: vars.colour.brand });
export const pending = style({ margin: 0, color: vars.colour.ink });
