import type { StyleRule } from "@vanilla-extract/css";

import { vars } from "../theme.css";

/**
 * The shapes of the portal's small controls (links and buttons that are not the Button component: pills, chips,
 * segments, tags, icon buttons), as pieces of a style rule (decision 0063): spread them into a `style({ ... })` of a
 * `.css.ts` file and add the control's own colours and states.
 */

interface ControlBoxOptions {
  /** The least height: a tap target (44 px), or less where the control is not one. */
  height: string;
  /** The padding on its sides. */
  inline?: string;
  /** Between its icon and its text. */
  gap?: string;
  radius?: string;
  /** As wide as it is tall at least, its content centred: a control that is one glyph or number. */
  square?: boolean;
  /** A block (a row of its own in a list or a bar) rather than a control in a line of text. */
  block?: boolean;
}

/** A control's box: its content on one line, centred vertically, at least `height` tall, rounded as asked. */
export function controlBox({
  height,
  inline,
  gap,
  radius,
  square = false,
  block = false,
}: ControlBoxOptions): StyleRule {
  return {
    display: block ? "flex" : "inline-flex",
    alignItems: "center",
    ...(square && { justifyContent: "center" }),
    ...(gap && { gap }),
    ...(square && { minWidth: height }),
    minHeight: height,
    ...(inline && { padding: `0 ${inline}` }),
    ...(radius && { borderRadius: radius }),
  };
}

/** A round button that is only an icon (close, clear): `size` square, no border, no fill until hovered. */
export function iconButton(size: string): StyleRule {
  return {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: size,
    height: size,
    border: 0,
    borderRadius: vars.radius.pill,
    background: "transparent",
    color: vars.colour.ink,
    cursor: "pointer",
  };
}

/** A small label in a pill (a tag, a season, a count in words): `fill` behind `ink`, small bold text. */
export function badgeShape(fill: string, ink: string): StyleRule {
  return {
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    background: fill,
    color: ink,
    fontSize: vars.size.sm,
    fontWeight: 700,
  };
}

/**
 * A link of a set (the pages of a list, the segments of a switch) in the brand's colour: tinted when hovered, filled
 * when it is the current one (aria-current="page").
 */
export const SET_LINK = {
  color: vars.colour.brand,
  fontWeight: 700,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.colour.brandTint },
    "&[aria-current='page']": { background: vars.colour.brand, color: vars.colour.onBrand },
  },
} as const satisfies StyleRule;

/**
 * The portal's focus ring, as global.css.ts draws it on every :focus-visible: for an element that draws it itself
 * (on :focus-within, on its ::after, or where a rule of its own would hide the global one).
 */
export const FOCUS_RING = { outline: `3px solid ${vars.colour.focus}`, outlineOffset: "2px" } as const;

/** A form control's box (an input, a select): `height` tall at least, `inline` padding, outlined 3:1 against white. */
export function inputBox(height: string, inline: string, radius: string): StyleRule {
  return {
    minHeight: height,
    padding: `0 ${inline}`,
    borderRadius: radius,
    // The boundary of a control needs 3:1 against white: muted, not the decorative border colour.
    border: `1px solid ${vars.colour.muted}`,
  };
}

/** A pill-shaped link: a control box (see controlBox) rounded as a pill, `ink` text of `weight` on `fill`, not underlined. */
export function pillLink(
  box: Omit<ControlBoxOptions, "radius">,
  { fill, ink, weight }: { fill: string; ink: string; weight: number },
): StyleRule {
  return {
    ...controlBox({ ...box, radius: vars.radius.pill }),
    background: fill,
    color: ink,
    fontWeight: weight,
    textDecoration: "none",
  };
}
