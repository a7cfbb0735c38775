import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

// One column that never grows past the container (a long button label wraps instead of widening it).
export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  maxWidth: "40rem",
});

export const heading = style({ fontSize: vars.size.xxl, margin: 0 });

export const text = style({ margin: 0, lineHeight: 1.5 });

export const optIn = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.colour.surfaceAlt,
});

export const optInHeading = style({ fontSize: vars.size.lg, margin: 0 });
