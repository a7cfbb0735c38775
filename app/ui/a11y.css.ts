import { style } from "@vanilla-extract/css";

import { vars } from "./theme.css";

/** The rule that takes an element out of sight but not out of what screen readers and text browsers read. */
export const VISUALLY_HIDDEN_RULE = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/** Read by screen readers, not shown (e.g. a hero's hidden h1). */
export const visuallyHidden = style(VISUALLY_HIDDEN_RULE);

/** Hidden until it takes the keyboard focus (the skip link). */
export const showOnFocus = style({
  position: "absolute",
  zIndex: 50,
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  fontWeight: 700,
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none" } },
  vars: { [vars.colour.focus]: vars.colour.wheat },
});
