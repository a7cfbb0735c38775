import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const heading = style({ fontSize: vars.size.xxl });
export const lead = style({ maxWidth: "40rem", fontSize: vars.size.lg, color: vars.colour.muted });

export const card = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: "36rem",
  margin: `${vars.space.lg} 0 0`,
  padding: vars.space.lg,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.lg,
  borderLeft: `4px solid ${vars.colour.wheat}`,
});

export const row = style({ position: "relative", paddingLeft: "3.25rem", minHeight: "2.5rem" });

export const icon = style({
  position: "absolute",
  left: 0,
  top: "50%",
  transform: "translateY(-50%)",
  display: "grid",
  placeItems: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.pill,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
});

export const label = style({ fontSize: vars.size.sm, color: vars.colour.muted });
export const value = style({ margin: 0, fontWeight: 700 });
export const link = style({ display: "inline-block", minHeight: "24px", overflowWrap: "anywhere" });
