import { style } from "@vanilla-extract/css";

import { wrappingList } from "~/ui/shapes/arrangement";
import { controlBox } from "~/ui/shapes/controls";
import { MEDIA, vars } from "~/ui/theme.css";

export const heading = style({ fontSize: vars.size.xxl, margin: `0 0 ${vars.space.lg}` });

export const form = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.md,
  maxWidth: "44rem",
  "@media": { [MEDIA.tablet]: { flexWrap: "nowrap" } },
});

export const field = style({ flex: "1 1 18rem", minWidth: 0 });

export const prompt = style({ color: vars.colour.muted, marginTop: vars.space.lg });

export const partial = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.colour.wheatTint,
});

export const summaryLine = style({ margin: `${vars.space.lg} 0 ${vars.space.md}`, fontWeight: 700 });

export const facets = style({ marginBottom: vars.space.lg });

export const facetList = style(wrappingList(vars.space.sm));

export const facet = style({
  ...controlBox({ height: "44px", inline: vars.space.md, radius: vars.radius.pill }),
  border: `1px solid ${vars.colour.brand}`,
  color: vars.colour.brand,
  textDecoration: "none",
  selectors: {
    "&[aria-current='page']": { background: vars.colour.brand, color: vars.colour.onBrand, fontWeight: 700 },
    "&:hover": { background: vars.colour.brandTint },
    "&[aria-current='page']:hover": { background: vars.colour.brandDark },
  },
});

export const facetEmpty = style({ borderColor: vars.colour.border, color: vars.colour.muted });

export const results = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });

export const result = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
});

export const type = style({
  margin: 0,
  fontSize: vars.size.sm,
  color: vars.colour.muted,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const title = style({ margin: `${vars.space.xs} 0`, fontSize: vars.size.lg });

export const link = style({ color: vars.colour.brand });

export const note = style({ fontSize: vars.size.sm, fontWeight: 400, color: vars.colour.muted });

export const summary = style({ margin: 0, color: vars.colour.muted });

export const pagination = style({ marginTop: vars.space.xl });

/** Level with the box, not its label, once they sit side by side. */
export const submit = style({ "@media": { [MEDIA.tablet]: { marginTop: "1.9rem" } } });
