import type { StyleRule } from "@vanilla-extract/css";

import { vars } from "../theme.css";

/**
 * A card's title link, stretched over the whole card: the whole card answers
 * the click, the link stays the one accessible target. The card must be
 * `position: relative`. `focusOffset` places the focus ring: inside a card
 * that clips its overflow (negative), outside one that does not.
 */
export function stretchedLink(focusOffset: string): StyleRule {
  return {
    color: vars.colour.brand,
    textDecoration: "none",
    selectors: {
      "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.lg },
      "&:hover": { textDecoration: "underline" },
      "&:focus-visible": { outline: "none" },
      "&:focus-visible::after": { outline: `3px solid ${vars.colour.focus}`, outlineOffset: focusOffset },
    },
  };
}
