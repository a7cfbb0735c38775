import { style } from "@vanilla-extract/css";

import { MEDIA, vars } from "~/ui/theme.css";

export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderTop: `4px solid ${vars.colour.brand}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
  gridColumn: "1 / -1",
  // A grid item may not grow past its track: the table fits or stacks, the page never scrolls sideways.
  minWidth: 0,
});
export const title = style({ margin: 0, fontSize: vars.size.lg });
export const subheading = style({ margin: 0, fontSize: vars.size.md });
export const facts = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  margin: 0,
});
export const fact = style({ display: "grid", gap: vars.space.xs });
export const term = style({ color: vars.colour.muted, fontSize: vars.size.sm });
export const value = style({ margin: 0, fontWeight: 700 });
/** Below the tablet width each lot is a block of "label: value" lines (the header row is hidden; labels come from data-label). */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.size.sm,
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
export const tableRow = style({
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
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colour.border}`,
  textAlign: "start",
  verticalAlign: "top",
  "@media": {
    [MEDIA.belowTablet]: {
      display: "block",
      padding: 0,
      borderBottom: 0,
      selectors: { "&[data-label]::before": { content: "attr(data-label) ': '", color: vars.colour.muted } },
    },
  },
});
export const muted = style({ margin: 0, color: vars.colour.muted });
export const people = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const link = style({ color: vars.colour.brand, fontWeight: 700 });
export const banner = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.colour.wheatTint,
  borderInlineStart: `4px solid ${vars.colour.wheat}`,
});
