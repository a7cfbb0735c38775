import { style, styleVariants } from "@vanilla-extract/css";

import { MEDIA } from "~/ui/breakpoints";
import { BACKDROP_SHADOW } from "~/ui/modal/backdrop";
import { outlinedPanel } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const section = style({
  paddingBlock: vars.space.xl,
  // A link to #dealer lands with the heading in view, below a sticky header if any.
  scrollMarginTop: vars.space.xl,
});

export const heading = style({ fontSize: vars.size.xl, margin: 0 });
export const lead = style({ color: vars.colour.muted, marginBlock: `${vars.space.xs} ${vars.space.lg}` });

export const form = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.md,
  marginBlockEnd: vars.space.lg,
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, marginBlockEnd: vars.space.sm, padding: 0 });

export const row = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "start",
  "@media": {
    [MEDIA.tablet]: { gridTemplateColumns: "minmax(0, 2fr) repeat(auto-fit, minmax(10rem, 1fr))" },
  },
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const status = style({ fontWeight: 600, margin: `0 0 ${vars.space.md}` });
export const locationNote = style({ color: vars.colour.danger, fontWeight: 600, margin: 0 });

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [MEDIA.desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2fr)", alignItems: "start" } },
});

export const mapColumn = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": { [MEDIA.desktop]: { position: "sticky", top: vars.space.md } },
});

export const preview = style({
  width: "100%",
  height: "auto",
  display: "block",
  background: vars.colour.brandTint,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
});

export const markerDot = style({ fill: vars.colour.brand, stroke: vars.colour.surface, strokeWidth: 2 });
export const markerText = style({
  fill: vars.colour.onBrand,
  // The preview is drawn 640 wide and shown at 340–400 px: about 10 px on screen.
  fontSize: 18,
  fontWeight: 700,
  fontFamily: vars.font.body,
});
export const youDot = style({ fill: vars.colour.wheat, stroke: vars.colour.ink, strokeWidth: 2 });

export const interactiveMap = style({
  width: "100%",
  // Spec 002 §9: the map is 600 px high (less on a short phone screen).
  height: "min(600px, 80vh)",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  border: `1px solid ${vars.colour.border}`,
});

export const mapMarker = style({
  display: "grid",
  placeItems: "center",
  minWidth: 28,
  height: 28,
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.colour.surface}`,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  font: "inherit",
  fontSize: vars.size.sm,
  fontWeight: 700,
  cursor: "pointer",
});
export const popupText = style({ margin: 0, fontWeight: 600, color: vars.colour.ink });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [MEDIA.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
});

/** Load more (decision 0038): a card past a screen's share of the steps taken is hidden on that screen. */
export const hiddenOn = styleVariants({
  phone: { "@media": { [MEDIA.belowTablet]: { display: "none" } } },
  tablet: { "@media": { [`${MEDIA.tablet} and (max-width: 1199.98px)`]: { display: "none" } } },
  desktop: { "@media": { [MEDIA.desktop]: { display: "none" } } },
});

export const card = style({
  display: "grid",
  gridTemplateRows: "auto 1fr auto",
  gap: vars.space.sm,
  ...outlinedPanel(vars.space.md, vars.radius.md, vars.colour.surface),
  height: "100%",
  scrollMarginTop: vars.space.xl,
});

export const cardHead = style({ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: vars.space.sm });

export const logo = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.pill,
  objectFit: "contain",
  background: vars.colour.brandTint,
  color: vars.colour.brandDark,
  display: "grid",
  placeItems: "center",
  fontWeight: 700,
});

export const marker = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "1.5rem",
  height: "1.5rem",
  borderRadius: vars.radius.pill,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  fontSize: vars.size.sm,
  fontWeight: 700,
  marginInlineEnd: vars.space.xs,
});

export const cardTitle = style({ fontSize: vars.size.lg, margin: 0, overflowWrap: "anywhere" });
export const meta = style({ color: vars.colour.muted, fontSize: vars.size.sm, margin: 0 });
export const badge = style({
  display: "inline-block",
  background: vars.colour.wheatTint,
  color: vars.colour.ink,
  borderRadius: vars.radius.pill,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.size.sm,
  fontWeight: 600,
  marginInlineEnd: vars.space.xs,
});
export const distance = style({ fontWeight: 700, color: vars.colour.brandDark });
export const description = style({ margin: 0 });

// One label column for every row (subgrid), as wide as the longest label up to 40 %: values line up.
export const details = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "fit-content(40%) minmax(0, 1fr)",
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  fontSize: vars.size.sm,
});
export const detail = style({ display: "grid", gridColumn: "1 / -1", gridTemplateColumns: "subgrid" });
export const detailLabel = style({ color: vars.colour.muted, fontWeight: 600 });
export const detailValue = style({ margin: 0, overflowWrap: "anywhere" });

export const cardActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const pageActions = style({ marginBlock: `${vars.space.md} ${vars.space.lg}` });

export const more = style({ display: "flex", justifyContent: "center", marginBlockStart: vars.space.lg });

export const dialogContent = style({
  position: "fixed",
  zIndex: 51,
  insetInline: vars.space.md,
  top: "50%",
  transform: "translateY(-50%)",
  marginInline: "auto",
  // Spec 002 §9: a popup is at most 560 px wide.
  maxWidth: 560,
  maxHeight: "85vh",
  overflowY: "auto",
  background: vars.colour.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  boxShadow: BACKDROP_SHADOW,
});
export const dialogClose = style({ justifySelf: "end" });
