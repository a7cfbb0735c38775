import { style } from "@vanilla-extract/css";

import { MEDIA, vars } from "~/ui/theme.css";

/** Two tiles a row on phones, three on tablets, five on desktops: 10 fill two rows. */
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [MEDIA.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [MEDIA.desktop]: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" },
  },
});

export const tile = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  color: vars.colour.ink,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.colour.brand } },
});

export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
});

export const label = style({ padding: vars.space.sm, fontWeight: 700, minHeight: "44px" });
