import { style } from "@vanilla-extract/css";

import { cutLayout } from "~/ui/cut-text/cut-text.css";
import { FOCUS_RING } from "~/ui/shapes/controls";
import { MEDIA, vars } from "~/ui/theme.css";

/** The gallery: the player beside its playlist from tablets up, above it on phones; the cuts shown by width. */
export const block = style({ paddingBlock: vars.space.xl, scrollMarginTop: "5rem" });
export const heading = style({ margin: 0, fontSize: vars.size.xl });
export const lead = style({ margin: `${vars.space.xs} 0 0`, color: vars.colour.muted, maxWidth: "60ch" });
export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  "@media": { "screen and (min-width: 900px)": { gridTemplateColumns: "minmax(0, 2fr) minmax(16rem, 1fr)" } },
});
export const stage = style({ display: "grid", gap: vars.space.sm, alignContent: "start" });
export const title = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.size.lg });
export const meta = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });
export const description = style({ margin: 0, maxWidth: "65ch" });
export const status = style({ margin: 0, minHeight: "1.5em", fontSize: vars.size.sm, color: vars.colour.muted });
export const stepper = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });

export const side = style({
  "@media": { "screen and (min-width: 900px)": { maxHeight: "36rem", overflowY: "auto" } },
});
export const sideHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.md });
export const playlist = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });
export const item = style({
  display: "grid",
  gridTemplateColumns: "7rem minmax(0, 1fr)",
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.colour.ink,
  textDecoration: "none",
  border: "2px solid transparent",
  selectors: {
    "&:hover": { background: vars.colour.surfaceAlt },
    "&[aria-current='true']": { background: vars.colour.brandTint, borderColor: vars.colour.brand },
    "&:focus-visible": FOCUS_RING,
  },
});
export const thumb = style({
  position: "relative",
  aspectRatio: "16 / 9",
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  background: `linear-gradient(135deg, ${vars.colour.brandDark}, ${vars.colour.brand})`,
});
export const thumbImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });
export const length = style({
  position: "absolute",
  insetInlineEnd: "4px",
  insetBlockEnd: "4px",
  padding: "0 4px",
  borderRadius: vars.radius.sm,
  background: "rgba(12, 24, 18, 0.85)",
  color: vars.colour.onBrand,
  fontSize: "0.75rem",
});
export const itemText = style({ display: "grid", gap: "2px", alignContent: "start" });
export const itemTitle = style({ fontWeight: 700, fontSize: vars.size.sm, lineHeight: 1.3 });
export const itemDescription = style({ fontSize: "0.8125rem", color: vars.colour.muted, lineHeight: 1.3 });

/**
 * Phones cut titles at 45, 70 or 90 characters by width (below 360, 480 and 540 px), wider screens do not;
 * descriptions are cut at 140 characters on tablets and 93 on phones and desktops. One text, cut by CSS (decision 0058).
 */
export const titleLayouts = {
  narrow: cutLayout("screen and (max-width: 359.98px)"),
  medium: cutLayout("screen and (min-width: 360px) and (max-width: 479.98px)"),
  wide: cutLayout("screen and (min-width: 480px) and (max-width: 539.98px)"),
};
export const descriptionLayouts = {
  phone: cutLayout(MEDIA.belowTablet),
  tablet: cutLayout("screen and (min-width: 540px) and (max-width: 1199.98px)"),
  desktop: cutLayout(MEDIA.desktop),
};
