import { globalStyle, style } from "@vanilla-extract/css";

import { BARE_LIST, flexColumn, flexRow } from "~/ui/shapes/arrangement";
import { vars } from "~/ui/theme.css";

export const page = style({ ...flexColumn(vars.space.lg), maxWidth: "48rem" });

export const section = style(flexColumn(vars.space.md));

export const row = style(flexRow(vars.space.md, { align: "center", wrap: true }));

export const fieldset = style({
  ...flexColumn(vars.space.sm),
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

/** A phone narrower than the table scrolls the table, not the page. */
export const matrixBox = style({ overflowX: "auto", maxWidth: "100%" });

export const matrix = style({ borderCollapse: "collapse", width: "100%", textAlign: "start" });

globalStyle(`${matrix} th[scope="row"], ${matrix} caption`, { textAlign: "start", fontWeight: 600 });

export const box = style({ inlineSize: "1.5rem", blockSize: "1.5rem" });

export const muted = style({ color: vars.colour.muted, fontSize: vars.size.sm, margin: 0 });

export const places = style({ ...BARE_LIST, ...flexColumn(vars.space.sm) });

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.colour.brandTint,
  margin: 0,
});

export const problem = style([notice, { background: vars.colour.dangerTint, color: vars.colour.danger }]);
