import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const box = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.lg,
});

export const icon = style({ color: vars.colour.muted });

export const title = style({ margin: 0, fontSize: vars.size.lg });

export const description = style({ margin: 0, color: vars.colour.muted, maxWidth: "40rem" });

export const action = style({ marginTop: vars.space.sm });
