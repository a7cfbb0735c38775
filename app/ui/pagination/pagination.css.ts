import { style } from "@vanilla-extract/css";

import { MEDIA, vars } from "../theme.css";

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.colour.brand,
  fontWeight: 700,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.colour.brandTint },
    "&[aria-current='page']": { background: vars.colour.brand, color: vars.colour.onBrand },
  },
});

export const disabled = style({ color: vars.colour.muted, fontWeight: 400, cursor: "default" });

export const gap = style({ minWidth: "1.5rem", textAlign: "center", color: vars.colour.muted });

/** Pages two away from the current one: shown from tablet width up (1 sibling on mobile, 2 otherwise). */
export const far = style({ "@media": { [MEDIA.belowTablet]: { display: "none" } } });
