import { globalStyle, style } from "@vanilla-extract/css";

import { BARE_LIST, gridStack } from "~/ui/shapes/arrangement";
import { badgeShape } from "~/ui/shapes/controls";
import { CARD_BODY } from "~/ui/shapes/surface";
import { eyebrowText } from "~/ui/shapes/text";
import { MEDIA, vars } from "~/ui/theme.css";

export const block = style({ display: "grid", gap: vars.space.md, scrollMarginTop: "5rem" });
export const stepsHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.lg });
export const steps = style({
  margin: `0 0 ${vars.space.md}`,
  paddingInlineStart: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
});

/** Four columns on wide screens (spec 001 §9). */
export const grid = style({
  ...BARE_LIST,
  ...gridStack(vars.space.md),
  gridTemplateColumns: "1fr",
  "@media": {
    [MEDIA.tablet]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    "screen and (min-width: 900px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [MEDIA.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  minWidth: 0,
});
/** The status's number: a phone shows how many of the list's cards it shows (the attribute) in its place. */
export const count = style({
  "@media": { [MEDIA.belowTablet]: { selectors: { "&::after": { content: "attr(data-mobile-count)" } } } },
});
globalStyle(`${count} > span`, { "@media": { [MEDIA.belowTablet]: { display: "none" } } });
export const desktopOnly = style({ "@media": { [MEDIA.belowTablet]: { display: "none" } } });
export const mobileOnly = style({ "@media": { [MEDIA.tablet]: { display: "none" } } });
export const media = style({ aspectRatio: "16 / 10", background: vars.colour.surfaceAlt, display: "flex" });
export const body = style(CARD_BODY);
export const vendor = style({
  margin: 0,
  ...eyebrowText("0.03em"),
});
export const name = style({ margin: 0, fontSize: vars.size.lg, lineHeight: 1.25 });
export const category = style({ margin: 0, fontSize: vars.size.sm });
export const tag = style({
  margin: 0,
  alignSelf: "flex-start",
  ...badgeShape(vars.colour.brandTint, vars.colour.brandDark),
});
export const cost = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.size.lg });
export const previous = style({ color: vars.colour.muted, fontSize: vars.size.sm, fontWeight: 400 });
export const stars = style({ margin: 0, fontSize: vars.size.sm });
export const cta = style({ marginTop: "auto", paddingTop: vars.space.sm, display: "grid", gap: vars.space.xs });
export const hint = style({ color: vars.colour.muted, fontSize: vars.size.sm });
export const more = style({ margin: 0, display: "flex", justifyContent: "center" });
globalStyle(`${media} img`, { width: "100%", height: "100%", objectFit: "cover" });
