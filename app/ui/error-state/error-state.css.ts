import { style } from "@vanilla-extract/css";
import { vars } from "../theme.css";

export const box = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.colour.dangerTint,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.danger}`,
});

export const icon = style({ color: vars.colour.danger });

export const title = style({ margin: 0, fontSize: vars.size.lg, color: vars.colour.danger });

export const subtitle = style({ margin: 0, color: vars.colour.ink, maxWidth: "40rem" });

export const action = style({ marginTop: vars.space.sm });
