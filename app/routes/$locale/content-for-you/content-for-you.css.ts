import { style } from "@vanilla-extract/css";

import { MEDIA, vars } from "~/ui/theme.css";

export const stack = style({ display: "grid", gap: vars.space.xl });
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.xxl, lineHeight: 1.15 });
export const lead = style({ margin: 0, color: vars.colour.muted, maxWidth: "60ch" });
export const sectionHeading = style({ margin: 0, fontSize: vars.size.xl });
export const sectionHead = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const muted = style({ margin: 0, color: vars.colour.muted });

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const chip = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.colour.brandTint,
  color: vars.colour.brandDark,
  fontWeight: 700,
});
export const more = style({ alignSelf: "center", color: vars.colour.muted });
export const textLink = style({ color: vars.colour.brand, fontWeight: 700 });

export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  listStyle: "none",
  "@media": {
    [MEDIA.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [MEDIA.desktop]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});
export const card = style({
  position: "relative",
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderTop: `4px solid ${vars.colour.brand}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
});
export const cardTitle = style({ margin: 0, fontSize: vars.size.lg });
export const cardLink = style({
  color: vars.colour.ink,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.lg },
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "2px" },
  },
});
export const summary = style({ margin: 0 });
export const date = style({ color: vars.colour.muted, fontSize: vars.size.sm });
export const tags = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });
