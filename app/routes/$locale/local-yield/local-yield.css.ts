import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

import { autoGrid } from "~/ui/shapes/arrangement";
import { PAGE_LEAD, PAGE_TITLE, pageColumn, pageHeader } from "~/ui/shapes/page";
import { MEDIA, vars } from "~/ui/theme.css";

export const page = style(pageColumn(vars.space.lg));
export const header = style(pageHeader("48rem"));
export const title = style(PAGE_TITLE);
export const lead = style(PAGE_LEAD);

/** A brand the upstream does not have: said in bold on the danger tint, above the brands it has. */
export const problem = style({
  margin: 0,
  maxWidth: "48rem",
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.colour.danger}`,
  background: vars.colour.dangerTint,
  color: vars.colour.danger,
  fontWeight: 700,
});

export const form = style({
  padding: vars.space.lg,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.lg,
});
export const fieldset = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const legend = style({ fontSize: vars.size.lg, fontWeight: 700, padding: 0, marginBottom: vars.space.sm });
export const zip = style({ flex: "1 1 12rem", "@media": { [MEDIA.tablet]: { maxWidth: "20rem" } } });
export const crop = style({ flex: "1 1 10rem", "@media": { [MEDIA.tablet]: { maxWidth: "16rem" } } });
/** Lined up with the inputs: the labels' line above them. */
export const submit = style({
  flex: "1 1 100%",
  "@media": { [MEDIA.tablet]: { flex: "0 0 auto", marginTop: "calc(1.5em + 0.25rem)" } },
});

export const prompt = style({ margin: 0, fontSize: vars.size.lg, color: vars.colour.muted });
export const textLink = style({ color: vars.colour.brand, fontWeight: 700 });

export const results = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const resultsHeading = style({ fontSize: vars.size.xl, margin: 0 });
export const resultsLead = style({ margin: 0, color: vars.colour.muted });
export const cards = style({
  listStyle: "none",
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  ...autoGrid(vars.space.md, "18rem", "auto-fit"),
});
export const card = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
});
export const cardBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  height: "100%",
});
export const product = style({ fontSize: vars.size.lg, margin: 0 });
export const place = style({ margin: 0, display: "flex", flexWrap: "wrap", gap: `0 ${vars.space.sm}` });
export const distance = style({ color: vars.colour.muted });
export const yieldBlock = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  padding: vars.space.md,
  background: vars.colour.brandTint,
  borderRadius: vars.radius.md,
});
export const yieldLabel = style({ fontSize: vars.size.sm, color: vars.colour.muted, fontWeight: 700 });
export const yieldValue = style({
  fontSize: vars.size.xl,
  color: vars.colour.brand,
  fontVariantNumeric: "tabular-nums",
});
export const comparison = style({ margin: 0, display: "flex", flexDirection: "column" });
export const comparedWith = style({ color: vars.colour.muted });
export const comparisonFigures = style({ display: "flex", flexWrap: "wrap", gap: `0 ${vars.space.sm}` });
export const advantage = styleVariants({
  ahead: { color: vars.colour.brand },
  behind: { color: vars.colour.danger },
  even: { color: vars.colour.ink },
});
export const details = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.colour.border}`,
  paddingTop: vars.space.sm,
});
export const detail = style({});
globalStyle(`${detail} dt`, { fontSize: vars.size.sm, color: vars.colour.muted });
globalStyle(`${detail} dd`, { margin: 0, fontVariantNumeric: "tabular-nums" });
