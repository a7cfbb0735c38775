import { style } from "@vanilla-extract/css";

import { gridList } from "~/ui/shapes/arrangement";
import { FOCUS_RING } from "~/ui/shapes/controls";
import { coverImage } from "~/ui/shapes/media";
import { TILE } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

/** A content block's outer box and heading (every kind of this folder's siblings uses them). */
export const section = style({ paddingBlock: vars.space.xl });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.size.xl,
  lineHeight: 1.2,
  color: vars.colour.ink,
});

export const sectionLead = style({ margin: `0 0 ${vars.space.lg}`, color: vars.colour.muted, maxWidth: "60ch" });

/** A list with no bullets laid out as a responsive grid of cards. */
export const cardGrid = style(gridList(vars.space.md, { tablet: 2, desktop: 4 }));

export const card = style({ position: "relative", ...TILE });

/** The stretched link's focus ring goes round the whole card. */
export const linked = style({
  selectors: {
    "&:focus-within": FOCUS_RING,
    "&:hover": { borderColor: vars.colour.brand },
  },
});

export const image = style({ ...coverImage("16 / 9"), background: vars.colour.brandTint });

export const body = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  flexGrow: 1,
});

export const title = style({ margin: 0, fontSize: vars.size.lg, lineHeight: 1.25 });

export const link = style({
  color: vars.colour.ink,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
    "&:hover": { textDecoration: "underline" },
  },
});

export const text = style({ margin: 0, color: vars.colour.muted });

export const cta = style({ marginTop: "auto", color: vars.colour.brand, fontWeight: 700 });

export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.colour.wheatTint,
  color: vars.colour.ink,
  fontSize: vars.size.sm,
  fontWeight: 700,
  whiteSpace: "nowrap",
});
