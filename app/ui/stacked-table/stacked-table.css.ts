import { style } from "@vanilla-extract/css";

import { MEDIA, vars } from "~/ui/theme.css";

/**
 * Below the tablet width each row is a block of "label: value" lines: the header row is read by screen readers only,
 * and every value draws its column's name before it (the cell's data-label), so none is left unlabelled (issue 27)
 * and no row is wider than the phone.
 */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  "@media": { [MEDIA.belowTablet]: { display: "block" } },
});
export const head = style({
  "@media": {
    [MEDIA.belowTablet]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
});
export const body = style({ "@media": { [MEDIA.belowTablet]: { display: "grid", gap: vars.space.md } } });
export const row = style({
  "@media": {
    [MEDIA.belowTablet]: {
      display: "grid",
      gap: vars.space.xs,
      paddingBottom: vars.space.sm,
      borderBottom: `1px solid ${vars.colour.border}`,
    },
  },
});
export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.colour.border}`,
  textAlign: "start",
  verticalAlign: "top",
  overflowWrap: "anywhere",
  "@media": {
    [MEDIA.belowTablet]: {
      display: "block",
      padding: 0,
      borderBottom: 0,
      // The label is drawn, not read: the screen reader already names the cell by its column header.
      selectors: { "&::before": { content: 'attr(data-label) ": " / ""', color: vars.colour.muted, fontWeight: 400 } },
    },
  },
});
