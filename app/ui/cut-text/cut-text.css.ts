import { style, type StyleRule } from "@vanilla-extract/css";

import { VISUALLY_HIDDEN_RULE } from "../a11y.css";

/**
 * The classes of one layout of a cut text (./cut-text.tsx): `cut` takes a piece out of sight (still read by screen
 * readers and text browsers, as the page's visually hidden text is), `ends` draws the ellipsis after the last piece
 * kept. The ellipsis is decoration: its alternative text is empty, so nothing reads it. `media`: where the layout
 * applies (null: everywhere). Call it from a .css.ts file.
 */
export function cutLayout(media: string | null, ellipsis = "…"): { cut: string; ends: string } {
  const within = (rule: StyleRule): StyleRule => (media ? { "@media": { [media]: rule } } : rule);
  return {
    cut: style(within(VISUALLY_HIDDEN_RULE)),
    ends: style(within({ selectors: { "&::after": { content: `"${ellipsis}" / ""` } } })),
  };
}
