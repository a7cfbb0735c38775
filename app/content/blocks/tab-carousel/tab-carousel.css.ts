import { style } from "@vanilla-extract/css";

import { FOCUS_RING } from "~/ui/shapes/controls";
import { progressTrackShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

/** The tabs in a row that scrolls sideways on a phone rather than wrapping. */
export const tabs = style({
  display: "flex",
  gap: vars.space.xs,
  overflowX: "auto",
  listStyle: "none",
  margin: `0 0 ${vars.space.sm}`,
  padding: "2px",
});

export const tab = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.colour.surfaceAlt,
  color: vars.colour.ink,
  font: "inherit",
  fontWeight: 700,
  whiteSpace: "nowrap",
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&[aria-selected='true']": { background: vars.colour.brandTint, color: vars.colour.brandDark },
    "&:focus-visible": FOCUS_RING,
  },
});

/** The progress bar under the tab's name: decorative, the selected tab is announced by the tab list. */
export const track = style({
  display: "block",
  ...progressTrackShape("4px", vars.colour.border, false),
});

export const bar = style({
  display: "block",
  height: "100%",
  background: vars.colour.brand,
  transformOrigin: "left center",
});

/** The toggle's room is kept without JavaScript too, so the heading wraps the same before and after hydration. */
export const controls = style({ minWidth: "8rem" });
