import { style } from "@vanilla-extract/css";

import { autoGrid } from "~/ui/shapes/arrangement";
import { outlinedPanel } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const heading = style({ fontSize: vars.size.xxl, marginBottom: vars.space.lg });

export const grid = style({
  ...autoGrid(vars.space.md, "20rem"),
  alignItems: "start",
});

export const card = style(outlinedPanel(vars.space.lg, vars.radius.lg, vars.colour.surface));

/** The rewards widget spans the grid: its tabs and activity list need the width. */
export const wide = style({ gridColumn: "1 / -1" });

export const accent = style({ background: vars.colour.wheatTint, borderColor: vars.colour.wheat });

export const cardTitle = style({ fontSize: vars.size.lg, marginBottom: vars.space.md });

export const rows = style({ margin: 0 });
export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(7rem, 1fr) 2fr",
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  selectors: { "& + &": { borderTop: `1px solid ${vars.colour.border}` } },
});
export const term = style({ color: vars.colour.muted });
export const value = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

export const stars = style({ margin: 0, fontSize: vars.size.lg, fontWeight: 700 });
export const body = style({ margin: 0, color: vars.colour.ink });
