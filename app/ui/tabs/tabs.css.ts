import { style } from "@vanilla-extract/css";

import { wrappingList } from "../shapes/arrangement";
import { controlBox } from "../shapes/controls";
import { vars } from "../theme.css";

export const nav = style({ borderBottom: `1px solid ${vars.colour.border}`, overflowX: "auto" });

/** Tabs wrap onto a second row on narrow screens: every tab (and the current one) stays in sight without scrolling. */
export const list = style(wrappingList(vars.space.xs));

export const tab = style({
  ...controlBox({ height: "44px", inline: vars.space.md, gap: vars.space.xs }),
  color: vars.colour.muted,
  fontWeight: 700,
  textDecoration: "none",
  whiteSpace: "nowrap",
  borderBottom: "3px solid transparent",
  selectors: {
    "&:hover": { color: vars.colour.brand, background: vars.colour.brandTint },
    "&[aria-current='page']": { color: vars.colour.brand, borderBottomColor: vars.colour.brand },
    "&:focus-visible": { outlineOffset: "-3px" },
  },
});

export const count = style({
  minWidth: "1.75rem",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.colour.surfaceAlt,
  color: vars.colour.ink,
  fontSize: vars.size.sm,
  textAlign: "center",
});
