import { style } from "@vanilla-extract/css";

import { stretchedLink } from "../card/stretched-link";
import { vars } from "../theme.css";

export const section = style({ paddingBlock: vars.space.xl });

export const heading = style({ fontSize: vars.size.xl, marginBottom: vars.space.lg });

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const card = style({
  position: "relative",
  padding: vars.space.lg,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.lg,
  borderTop: `4px solid ${vars.colour.wheat}`,
  transition: "box-shadow 0.15s, transform 0.15s",
  selectors: {
    "&:hover, &:focus-within": { boxShadow: "0 8px 20px rgb(27 36 32 / 0.12)", transform: "translateY(-2px)" },
  },
});

export const title = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space.sm}` });

export const link = style(stretchedLink("2px"));

export const description = style({ margin: 0, color: vars.colour.muted });
