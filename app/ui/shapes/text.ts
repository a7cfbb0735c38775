import type { StyleRule } from "@vanilla-extract/css";

import { vars } from "../theme.css";

/** Text looks that recur, as pieces of a style rule (decision 0063): spread them into a `style()` of a `.css.ts` file. */

/** A small uppercase label above a title (a card's kind, a vendor): muted, bold, spaced by `tracking`. */
export function eyebrowText(tracking: string): StyleRule {
  return {
    color: vars.colour.muted,
    fontSize: vars.size.sm,
    fontWeight: 700,
    textTransform: "uppercase",
    letterSpacing: tracking,
  };
}
