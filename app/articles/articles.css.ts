import { style } from "@vanilla-extract/css";

import { gridList } from "~/ui/shapes/arrangement";
import { vars } from "~/ui/theme.css";

export const grid = style(gridList(vars.space.md, { tablet: 2, desktop: 3 }));

export const cardImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const cardLead = style({
  margin: 0,
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const cardMeta = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.colour.muted,
  fontSize: vars.size.sm,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
});

export const newBadge = style({
  marginInlineStart: vars.space.xs,
  padding: "0 0.5rem",
  borderRadius: vars.radius.pill,
  background: vars.colour.wheatTint,
  color: vars.colour.ink,
  fontWeight: 700,
});

export const cardAction = style({
  fontWeight: 700,
  letterSpacing: "0.04em",
  color: vars.colour.brand,
});
