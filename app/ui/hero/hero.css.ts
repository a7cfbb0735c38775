import { style } from "@vanilla-extract/css";

import { MEDIA, vars } from "../theme.css";

export const hero = style({
  position: "relative",
  overflow: "hidden",
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  paddingBlock: `${vars.space.xl} ${vars.space.xxl}`,
  vars: { [vars.colour.focus]: vars.colour.wheat },
  "@media": { [MEDIA.tablet]: { paddingBlock: "4rem" } },
});

export const withImage = style({ "@media": { [MEDIA.wide]: { paddingBlock: "6rem" } } });

export const image = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
  // Faint over the brand green: white text stays above AA contrast on any photo.
  opacity: 0.15,
});

export const content = style({ position: "relative" });

export const title = style({
  maxWidth: "22ch",
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.size.xxl,
  fontWeight: 800,
  letterSpacing: "-0.02em",
  selectors: {
    "&::after": {
      content: '""',
      display: "block",
      width: "3rem",
      height: "4px",
      marginTop: vars.space.md,
      background: vars.colour.wheat,
      borderRadius: vars.radius.pill,
    },
  },
});

export const lead = style({ maxWidth: "40rem", margin: 0, fontSize: vars.size.lg, color: vars.colour.onBrandMuted });
