import { style } from "@vanilla-extract/css";

import { gridStack } from "~/ui/shapes/arrangement";
import { controlBox } from "~/ui/shapes/controls";
import { MODAL_DIALOG, outlinedPanel } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

/** The quotations bar (its own file: the homes link it without the credit summary's styles). */
export const contained = style({ paddingBlock: vars.space.lg });
export const bar = style({
  ...gridStack(vars.space.sm),
  ...outlinedPanel(vars.space.md, vars.radius.lg, vars.colour.surfaceAlt),
});
export const barHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const barTitle = style({ margin: 0, fontSize: vars.size.lg, marginInlineEnd: "auto" });
export const tickers = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(10.5rem, 1fr))",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const ticker = style({
  display: "grid",
  gap: vars.space.xs,
  alignContent: "start",
  padding: vars.space.sm,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const tickerName = style({ fontWeight: 700 });
export const tickerValue = style({ fontSize: vars.size.lg, fontWeight: 800, color: vars.colour.brandDark });
export const muted = style({ color: vars.colour.muted, fontSize: vars.size.sm });
export const errorText = style({ color: vars.colour.danger, fontSize: vars.size.sm, margin: 0 });
export const link = style({ color: vars.colour.brand, fontWeight: 600 });

export const preferences = style({ display: "grid", gap: vars.space.sm });
export const dialog = style({
  ...MODAL_DIALOG,
  width: "min(32rem, calc(100vw - 2rem))",
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.4)" } },
});
export const toggleList = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });
export const toggleRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const toggle = style({
  ...controlBox({ height: "44px", gap: vars.space.md, radius: vars.radius.pill }),
  justifyContent: "space-between",
  minWidth: "14rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.colour.muted}`,
  background: vars.colour.surface,
  color: vars.colour.ink,
  font: "inherit",
  cursor: "pointer",
  selectors: { '&[aria-pressed="true"]': { background: vars.colour.brandTint, borderColor: vars.colour.brand } },
});
export const toggleState = style({ fontSize: vars.size.sm, color: vars.colour.muted });
