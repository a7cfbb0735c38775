import { style } from "@vanilla-extract/css";

import { stretchedLink } from "~/ui/card/stretched-link";
import { BARE_LIST, columnsBy, flexRow, gridStack } from "~/ui/shapes/arrangement";
import { accentBar, outlinedPanel } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const stack = style({ display: "grid", gap: vars.space.xl });
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.xxl, lineHeight: 1.15 });
export const lead = style({ margin: 0, color: vars.colour.muted, maxWidth: "60ch" });
export const sectionHeading = style({ margin: 0, fontSize: vars.size.xl });
export const sectionHead = style({
  ...flexRow(vars.space.md, { wrap: true, align: "baseline", justify: "space-between" }),
  marginBottom: vars.space.md,
});
export const muted = style({ margin: 0, color: vars.colour.muted });

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const chip = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.colour.brandTint,
  color: vars.colour.brandDark,
  fontWeight: 700,
});
export const more = style({ alignSelf: "center", color: vars.colour.muted });
export const textLink = style({ color: vars.colour.brand, fontWeight: 700 });

export const grid = style({
  ...gridStack(vars.space.lg),
  ...BARE_LIST,
  margin: `0 0 ${vars.space.lg}`,
  ...columnsBy({ phone: null, tablet: 2, desktop: 3 }),
});
export const card = style({
  position: "relative",
  display: "grid",
  alignContent: "start",
  gap: vars.space.sm,
  ...outlinedPanel(vars.space.lg, vars.radius.lg, vars.colour.surface),
  ...accentBar("borderTop", vars.colour.brand),
});
export const cardTitle = style({ margin: 0, fontSize: vars.size.lg });
export const cardLink = style({
  ...stretchedLink("2px"),
  color: vars.colour.ink,
});
export const summary = style({ margin: 0 });
export const date = style({ color: vars.colour.muted, fontSize: vars.size.sm });
export const tags = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });
