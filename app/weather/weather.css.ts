import { style, styleVariants } from "@vanilla-extract/css";

import { flexRow } from "~/ui/shapes/arrangement";
import { outlinedPanel } from "~/ui/shapes/surface";
import { MEDIA, vars } from "~/ui/theme.css";

/** The weather blocks' styles: the widget, its location form and suggestions, the days, the strip, the player. */

export const block = style({ paddingBlock: vars.space.xl, scrollMarginTop: "5rem" });
export const heading = style({ margin: 0, fontSize: vars.size.xl });
export const lead = style({
  margin: `${vars.space.xs} 0 ${vars.space.lg}`,
  color: vars.colour.muted,
  maxWidth: "60ch",
});

export const form = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-start" });
export const inputWrap = style({ position: "relative", flex: "1 1 16rem", minWidth: 0, maxWidth: "28rem" });
export const label = style({ display: "block", fontWeight: 700, marginBottom: vars.space.xs });
export const hint = style({ margin: `${vars.space.xs} 0 0`, color: vars.colour.muted, fontSize: vars.size.sm });
export const input = style({
  width: "100%",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.colour.muted}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.colour.danger, borderWidth: "2px" } },
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, paddingTop: "1.75rem" });
export const error = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.colour.danger,
  fontWeight: 700,
  fontSize: vars.size.sm,
});
export const suggestions = style({
  position: "absolute",
  zIndex: 5,
  insetInline: 0,
  top: "100%",
  margin: 0,
  padding: 0,
  listStyle: "none",
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.muted}`,
  borderRadius: vars.radius.sm,
  boxShadow: "0 6px 18px rgb(0 0 0 / 0.15)",
});
export const suggestion = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
  cursor: "pointer",
  selectors: { '&[aria-selected="true"], &:hover': { background: vars.colour.brandTint } },
});
export const tooltip = style({
  position: "relative",
  marginTop: vars.space.sm,
  padding: vars.space.md,
  maxWidth: "24rem",
  background: vars.colour.ink,
  color: vars.colour.surface,
  borderRadius: vars.radius.md,
  fontSize: vars.size.sm,
});
export const tooltipTitle = style({ display: "block", marginBottom: vars.space.xs });

export const placeBar = style({
  ...flexRow(vars.space.sm, { wrap: true, align: "center", justify: "space-between" }),
  marginBottom: vars.space.md,
});
export const place = style({ margin: 0, fontSize: vars.size.lg, fontWeight: 700 });

export const days = style({
  display: "grid",
  gridAutoFlow: "column",
  // Below the desktop the row scrolls, each day wide enough for a fact's name beside its value ("Horas de sol",
  // "↗ 22 km/h"); on a desktop the seven share the width, their values wrapping at a space when they must.
  gridAutoColumns: "minmax(12rem, 1fr)",
  gap: vars.space.sm,
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: "none",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  "@media": { [MEDIA.desktop]: { overflowX: "visible", gridAutoColumns: "minmax(0, 1fr)" } },
});
export const day = style({
  // Its visually hidden texts are positioned: they must stay inside the scrolling list, not widen the page.
  position: "relative",
  scrollSnapAlign: "start",
  padding: vars.space.md,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
export const dayName = style({ margin: 0, fontSize: vars.size.md, fontWeight: 700 });
export const dayDate = style({ fontWeight: 400, color: vars.colour.muted });
/**
 * The sky's picture and phrase: the phrase goes under the picture when both do not fit the day's width, and a word
 * longer than the card ("Predominantemente nublado" on a phone, or in seven columns at 1366 px) breaks rather than
 * spill out of it (issue 27).
 */
export const sky = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "3rem",
  minWidth: 0,
});
export const icon = style({ flex: "none", color: vars.colour.brand });
export const phrase = style({ fontSize: vars.size.sm, minWidth: 0, overflowWrap: "anywhere", hyphens: "auto" });
export const temperatures = style({ fontSize: vars.size.lg, fontWeight: 700 });
export const minTemperature = style({ color: vars.colour.muted, fontWeight: 400 });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `2px ${vars.space.sm}`,
  margin: 0,
});
export const factName = style({ color: vars.colour.muted, fontSize: vars.size.sm });
/** A value wraps at its spaces ("22 / km/h") rather than run out of a narrow day (seven side by side at 1366 px). */
export const factValue = style({ margin: 0, fontSize: vars.size.sm, fontWeight: 600, minWidth: 0 });
export const arrow = style({ display: "inline-block", verticalAlign: "middle", marginInlineEnd: "2px" });
export const note = style({ margin: `${vars.space.sm} 0 0`, color: vars.colour.muted, fontSize: vars.size.sm });

export const gdd = style({
  marginTop: vars.space.xl,
  ...outlinedPanel(vars.space.md, vars.radius.md),
  scrollMarginTop: "5rem",
});
export const subheading = style({ margin: 0, fontSize: vars.size.lg });
export const figure = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.size.lg, fontWeight: 700 });

export const labelNote = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  background: vars.colour.wheatTint,
  borderInlineStart: `4px solid ${vars.colour.wheat}`,
  fontWeight: 700,
});
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  listStyle: "none",
});
export const legendItem = style({ display: "flex", alignItems: "center", gap: vars.space.xs, fontSize: vars.size.sm });
/** A day's hours with their reasons, under its strip: closed until tapped. */
export const reasons = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontSize: vars.size.sm,
});

export const stripDay = style({ margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: vars.size.md });
export const strip = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(3.25rem, 1fr))",
  gap: "3px",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const hour = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "2px",
  padding: "4px 2px",
  borderRadius: vars.radius.sm,
  fontSize: "0.75rem",
  border: "1px solid transparent",
});
export const verdict = styleVariants({
  good: { background: "#dff0e3", color: "#14532d", borderColor: "#14532d" },
  marginal: { background: "#fdf0c4", color: "#5c3d00", borderColor: "#5c3d00" },
  poor: { background: "#fbe0dd", color: "#7f1d1d", borderColor: "#7f1d1d" },
});

export const player = style({ display: "grid", gap: vars.space.md, maxWidth: "48rem" });
export const regionForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "flex-end" });
export const select = style([input, { width: "auto", minWidth: "12rem" }]);
export const headline = style({
  margin: 0,
  fontSize: vars.size.lg,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "center",
});
export const today = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.colour.wheat,
  color: vars.colour.ink,
  fontSize: vars.size.sm,
});
export const stepper = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
