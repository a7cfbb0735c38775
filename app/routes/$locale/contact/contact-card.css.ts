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

export const cardTitle = style({ margin: 0, fontSize: vars.size.lg });

export const note = style({
  maxWidth: "36rem",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.colour.wheatTint,
});

export const advisors = style({ marginTop: vars.space.xxl });

export const sectionHeading = style({ margin: 0, fontSize: vars.size.xl });

export const muted = style({ color: vars.colour.muted });

export const advisorGrid = style({
  listStyle: "none",
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
});
