import { style } from "@vanilla-extract/css";

import { FOCUS_RING } from "~/ui/shapes/controls";
import { MEDIA, vars } from "~/ui/theme.css";

export const section = style({ paddingBlock: `${vars.space.xl} ${vars.space.lg}` });

export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.size.xl, fontWeight: 800 });

/** Phones: compact rows (title and one line), not a tower of cards; wider: a grid. */
export const list = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [MEDIA.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.md },
    [MEDIA.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const item = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
  ":hover": { borderColor: vars.colour.brand, background: vars.colour.brandTint },
  ":focus-within": FOCUS_RING,
  "@media": { [MEDIA.tablet]: { padding: vars.space.md } },
});

export const title = style({ margin: 0, fontSize: vars.size.md, fontWeight: 700 });

/** The whole tile is the link's target (its ::after covers the tile). */
export const link = style({
  color: vars.colour.brand,
  textDecoration: "none",
  ":focus-visible": { outline: "none" },
  "::after": { content: '""', position: "absolute", inset: 0 },
});

export const description = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.size.sm, color: vars.colour.muted });

export const chevron = style({
  color: vars.colour.brand,
  fontSize: vars.size.lg,
  lineHeight: 1,
  "::before": { content: '"›"' },
});
