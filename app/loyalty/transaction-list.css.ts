import { style } from "@vanilla-extract/css";

import { cutLayout } from "~/ui/cut-text/cut-text.css";
import { MEDIA, vars } from "~/ui/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, borderTop: `1px solid ${vars.colour.border}` });

export const item = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gridTemplateAreas: '"when points" "what state"',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: "center",
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.colour.border}`,
  "@media": {
    [MEDIA.tablet]: {
      gridTemplateColumns: "6.5rem 1fr auto 7rem",
      gridTemplateAreas: '"when what state points"',
    },
  },
});

export const when = style({
  gridArea: "when",
  margin: 0,
  display: "flex",
  gap: vars.space.sm,
  fontSize: vars.size.sm,
  "@media": { [MEDIA.tablet]: { display: "grid", gap: 0 } },
});
export const time = style({ color: vars.colour.muted });
export const what = style({ gridArea: "what", display: "grid", minWidth: 0 });
export const link = style({
  color: vars.colour.brand,
  fontWeight: 700,
  textDecoration: "none",
  minHeight: "24px",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const category = style({ color: vars.colour.muted, fontSize: vars.size.sm });
export const state = style({ gridArea: "state", margin: 0, justifySelf: "end" });
export const points = style({ gridArea: "points", margin: 0, justifySelf: "end", fontVariantNumeric: "tabular-nums" });

/** The description's cut (spec 001 §9): 20 characters under 540 px, 40 from there up. */
export const descriptionLayouts = { narrow: cutLayout(MEDIA.belowTablet), wide: cutLayout(MEDIA.tablet) };
