import { style } from "@vanilla-extract/css";

import { buttonLink } from "~/ui/layout.css";
import { coverImage } from "~/ui/shapes/media";
import { MEDIA, vars } from "~/ui/theme.css";

export const promo = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "center",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.colour.surfaceAlt,
  "@media": { [MEDIA.tablet]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)", padding: vars.space.xl } },
});

export const image = style({
  ...coverImage("4 / 3"),
  borderRadius: vars.radius.md,
});

export const body = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm });

export const text = style({ margin: `0 0 ${vars.space.sm}`, maxWidth: "55ch" });

export const cta = buttonLink;
