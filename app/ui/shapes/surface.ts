import type { StyleRule } from "@vanilla-extract/css";

import { vars } from "../theme.css";
import { flexColumn } from "./arrangement";

/**
 * The boxes the portal draws content in, as pieces of a style rule (decision 0063): spread them into a
 * `style({ ... })` of a `.css.ts` file and add what is the element's own.
 */

/** The hairline round a card or a panel. */
const HAIRLINE = `1px solid ${vars.colour.border}`;

/** A card that fills its grid cell: a column of its picture and its text, clipped to its rounded border. */
export const TILE = {
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  border: HAIRLINE,
  background: vars.colour.surface,
} as const satisfies StyleRule;

/** A card's text under its picture: a column that takes the height the picture leaves. */
export const CARD_BODY = { ...flexColumn(vars.space.xs), padding: vars.space.md, flex: 1 } as const satisfies StyleRule;

/** A panel: `padding` inside, `radius` round, filled with `fill` (none: the page shows through). */
export function panelShape(padding: string, radius: string, fill?: string): StyleRule {
  return { padding, ...(fill && { background: fill }), borderRadius: radius };
}

/** A panel (see panelShape) with a hairline round it: a card on the page. */
export function outlinedPanel(padding: string, radius: string, fill?: string): StyleRule {
  return { padding, ...(fill && { background: fill }), border: HAIRLINE, borderRadius: radius };
}

/** A 4 px bar of `colour` along one side of a panel: what the panel is (a notice, a warning, a highlight). */
export function accentBar(side: "borderTop" | "borderLeft" | "borderInlineStart", colour: string): StyleRule {
  return { [side]: `4px solid ${colour}` };
}

/** A thin rounded track a progress bar fills, `height` tall: `fill` behind the bar, with a hairline round it unless not `outlined`. */
export function progressTrackShape(height: string, fill: string = vars.colour.surfaceAlt, outlined = true): StyleRule {
  return {
    height,
    background: fill,
    ...(outlined && { border: HAIRLINE }),
    borderRadius: vars.radius.pill,
    overflow: "hidden",
  };
}

/** A native `<dialog>` shown modal: no border of its own, rounded and padded like a panel. */
export const MODAL_DIALOG = { border: "none", borderRadius: vars.radius.lg, padding: vars.space.lg } as const;

/**
 * A dialog fixed in the middle of the window, on the overlays' layer (z-index 91, as the side sheet), `width` wide;
 * with a `maxHeight`, what does not fit scrolls inside it.
 */
export function centredDialog(width: string, maxHeight?: string): StyleRule {
  return {
    position: "fixed",
    zIndex: 91,
    top: "50%",
    left: "50%",
    transform: "translate(-50%, -50%)",
    width,
    ...(maxHeight && { maxHeight, overflowY: "auto" }),
  };
}
