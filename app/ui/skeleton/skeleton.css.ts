import { keyframes, style } from "@vanilla-extract/css";

import { outlinedPanel } from "../shapes/surface";
import { vars } from "../theme.css";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.55 } });

export const block = style({
  display: "block",
  background: vars.colour.border,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  ...outlinedPanel(vars.space.md, vars.radius.lg, vars.colour.surface),
});

export const media = style({ aspectRatio: "4 / 3", width: "100%" });

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});
