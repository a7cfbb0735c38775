import { style } from "@vanilla-extract/css";

import { vars } from "../theme.css";

export const notFound = style({ maxWidth: "40rem" });
export const code = style({ margin: 0, fontSize: "3rem", fontWeight: 800, color: vars.colour.brand, lineHeight: 1 });
export const body = style({ color: vars.colour.muted, fontSize: vars.size.lg });
export const locales = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  listStyle: "none",
  margin: `${vars.space.xl} 0 0`,
  padding: 0,
  lineHeight: 2,
});
