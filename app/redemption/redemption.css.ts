import { style, styleVariants } from "@vanilla-extract/css";

import { gridStack } from "~/ui/shapes/arrangement";
import { accentBar, panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

/** The redemption pages' shared look: the wizard and the request list and details. */
export const stack = style({ display: "grid", gap: vars.space.lg, maxWidth: "44rem" });
export const heading = style({ fontSize: vars.size.xxl, margin: 0 });
export const lead = style({ margin: 0, color: vars.colour.muted });
export const panel = style({
  ...gridStack(vars.space.md),
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.surfaceAlt),
});
export const panelTitle = style({ fontSize: vars.size.xl, margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });
export const textLink = style({ color: vars.colour.brand, fontWeight: 600 });
export const alert = style({
  margin: 0,
  ...panelShape(vars.space.md, vars.radius.md, vars.colour.dangerTint),
  ...accentBar("borderLeft", vars.colour.danger),
});
export const notice = style({
  margin: 0,
  ...panelShape(vars.space.md, vars.radius.md, vars.colour.wheatTint),
  ...accentBar("borderLeft", vars.colour.wheat),
});
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, max-content) 1fr",
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: 600 });
export const definition = style({ margin: 0, overflowWrap: "anywhere" });
export const statusBadge = styleVariants({
  open: { fontWeight: 700, color: vars.colour.ink, background: vars.colour.wheatTint, padding: "0.125rem 0.5rem" },
  good: {
    fontWeight: 700,
    color: vars.colour.brandDark,
    background: vars.colour.brandTint,
    padding: "0.125rem 0.5rem",
  },
  ended: { fontWeight: 700, color: vars.colour.danger, background: vars.colour.dangerTint, padding: "0.125rem 0.5rem" },
});
export const row = style({ display: "contents" });
