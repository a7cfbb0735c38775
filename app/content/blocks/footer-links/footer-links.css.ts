import { style } from "@vanilla-extract/css";

import { MEDIA, vars } from "~/ui/theme.css";

export const columns = style({
  display: "grid",
  gap: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.colour.border}`,
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  "@media": { [MEDIA.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.md });

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

/** Each link a full tap target (44 px), one per line. */
export const link = style({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  color: vars.colour.brand,
  selectors: { "&:hover": { color: vars.colour.brandDark } },
});
