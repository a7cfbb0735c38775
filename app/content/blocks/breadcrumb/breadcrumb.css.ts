import { globalStyle, style } from "@vanilla-extract/css";

import { MEDIA, vars } from "~/ui/theme.css";

export const nav = style({ fontSize: vars.size.sm, marginBlock: `${vars.space.md} ${vars.space.sm}` });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  color: vars.colour.muted,
});

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: 0,
  selectors: { "& + &::before": { content: '"/"', color: vars.colour.muted, paddingInlineEnd: vars.space.xs } },
});

export const link = style({
  color: vars.colour.brand,
  display: "inline-block",
  paddingBlock: "0.6rem",
  textUnderlineOffset: "3px",
});

export const current = style({ color: vars.colour.ink, paddingBlock: "0.6rem" });

/** The levels a collapsed trail hides from its line. */
export const middle = style({});
/** The "..." item: only shown while the trail is collapsed. */
export const more = style({ display: "none", position: "relative" });

// Collapsed: by the level rule on mobile (CSS alone), or by overflow (measured by the script).
globalStyle(`${list}[data-overflow] > ${middle}`, { display: "none" });
globalStyle(`${list}[data-overflow] > ${more}`, { display: "inline-flex" });
globalStyle(`${list}[data-collapsible] > ${middle}`, { "@media": { [MEDIA.belowTablet]: { display: "none" } } });
globalStyle(`${list}[data-collapsible] > ${more}`, { "@media": { [MEDIA.belowTablet]: { display: "inline-flex" } } });

export const details = style({ position: "relative" });

export const summary = style({
  listStyle: "none",
  cursor: "pointer",
  minWidth: "44px",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.sm,
  color: vars.colour.brand,
  fontWeight: 700,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.colour.brandTint },
  },
});

export const popover = style({
  position: "absolute",
  insetInlineStart: 0,
  top: "100%",
  zIndex: 20,
  minWidth: "14rem",
  margin: 0,
  padding: vars.space.sm,
  listStyle: "none",
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 8px 24px rgb(0 0 0 / 0.12)",
});

export const popoverLink = style({
  display: "block",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  color: vars.colour.brand,
  minHeight: "44px",
  boxSizing: "border-box",
});
