import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  fontSize: vars.size.sm,
});
export const stepItem = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
});
export const stepCurrent = style({ background: vars.colour.brand, color: vars.colour.onBrand, fontWeight: 700 });
export const stepLink = style({ color: vars.colour.brand });
export const form = style({ display: "grid", gap: vars.space.md });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const legend = style({ fontWeight: 700, marginBottom: vars.space.sm, padding: 0 });
export const option = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `0 ${vars.space.sm}`,
  alignItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  cursor: "pointer",
});
export const radio = style({ width: "1.25rem", height: "1.25rem", marginTop: "0.125rem" });
export const optionLabel = style({ fontWeight: 600 });
export const optionText = style({ gridColumn: 2, margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });
export const error = style({ margin: 0, minHeight: "1.5em", color: vars.colour.danger, fontWeight: 700 });
export const textarea = style({ minHeight: "8rem", resize: "vertical" });
