import { style, styleVariants } from "@vanilla-extract/css";

import { flexRow, wrappingList } from "~/ui/shapes/arrangement";
import { badgeShape, controlBox } from "~/ui/shapes/controls";
import { coverImage } from "~/ui/shapes/media";
import { MEDIA, vars } from "~/ui/theme.css";

export const stack = style({ display: "grid", gap: vars.space.md });

// ── Suggestion banner ────────────────────────────────────────────────────
export const suggestion = style({
  display: "grid",
  gap: vars.space.sm,
  minHeight: "7rem",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.colour.wheatTint,
  border: `1px solid ${vars.colour.border}`,
});
export const heading = style({ margin: 0, fontSize: vars.size.lg });
export const text = style({ margin: 0 });
export const chips = style(wrappingList(vars.space.sm));
export const chipLink = style({
  ...controlBox({ height: "44px", inline: vars.space.md, radius: vars.radius.pill }),
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.brand}`,
  color: vars.colour.brand,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.colour.brandTint } },
});
export const textLink = style({ justifySelf: "start", minHeight: "24px", fontWeight: 700 });

// ── Info banners ─────────────────────────────────────────────────────────
export const infoList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });

/** On a phone 'Fechar' goes under the text, which keeps the width; beside it from tablets up. */
const infoBase = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  "@media": { [MEDIA.tablet]: { gridTemplateColumns: "auto 1fr auto" } },
  gap: vars.space.md,
  alignItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.colour.border}`,
});
export const info = styleVariants({
  default: [infoBase, { background: vars.colour.surfaceAlt }],
  campaign: [infoBase, { background: vars.colour.brandTint, borderColor: vars.colour.brand }],
  eleva: [infoBase, { background: vars.colour.brand, color: vars.colour.onBrand, borderColor: vars.colour.brandDark }],
});
export const onBrandLink = style({ color: vars.colour.onBrand });
export const infoIcon = style({ color: "inherit", flex: "0 0 auto" });
export const infoBody = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
export const season = style({
  justifySelf: "start",
  margin: 0,
  ...badgeShape(vars.colour.brand, vars.colour.onBrand),
});
export const infoTitle = style({ margin: 0, fontSize: vars.size.md });
export const closeForm = style({
  gridColumn: "2",
  "@media": { [MEDIA.tablet]: { gridColumn: "3" } },
});
export const closeButton = style({
  ...controlBox({ height: "44px", inline: vars.space.sm, gap: vars.space.xs, radius: vars.radius.md }),
  border: 0,
  background: "transparent",
  color: vars.colour.brandDark,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.colour.surface } },
});

// ── Marketing carousel ───────────────────────────────────────────────────
export const carouselHeader = style(flexRow(vars.space.sm, { align: "center", justify: "space-between" }));
export const controls = style({ display: "flex", gap: vars.space.xs });
export const control = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.colour.brand}`,
  background: vars.colour.surface,
  color: vars.colour.brand,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
});
/** A strip of slides that snaps one slide at a time: scrollable by touch, trackpad and keyboard without JavaScript. */
export const strip = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  gap: vars.space.md,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  overscrollBehaviorX: "contain",
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  "@media": {
    [MEDIA.tablet]: { gridAutoColumns: "calc(50% - 0.5rem)" },
    "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" },
  },
});
export const slide = style({
  scrollSnapAlign: "start",
  display: "grid",
  gridTemplateRows: "auto 1fr",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
});
export const slideImage = style(coverImage("16 / 7"));
export const slideBody = style({ display: "grid", gap: vars.space.xs, padding: vars.space.md, alignContent: "start" });
export const position = style({ margin: 0, fontSize: vars.size.sm, color: vars.colour.muted });

/** The left chevron turned to point forward. */
export const flipped = style({ transform: "scaleX(-1)" });
