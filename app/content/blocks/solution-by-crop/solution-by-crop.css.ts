import { style } from "@vanilla-extract/css";

import { MEDIA, vars } from "~/ui/theme.css";

/** Small tiles: 2 a row on phones, 4 on tablets, 7 on desktops (14 fill two rows). */
export const grid = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [MEDIA.tablet]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
    [MEDIA.desktop]: { gridTemplateColumns: "repeat(7, minmax(0, 1fr))" },
  },
});

export const tile = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.colour.brandTint,
  color: vars.colour.brandDark,
  fontWeight: 700,
  textAlign: "center",
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.colour.surfaceAlt } },
});

export const image = style({
  display: "block",
  width: "4rem",
  height: "4rem",
  borderRadius: vars.radius.pill,
  objectFit: "cover",
});
