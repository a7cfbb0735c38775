import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

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
/** The lots' table (~/ui/stacked-table, which stacks it on phones): small print. */
export const table = style({ fontSize: vars.size.sm });
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
