import { style } from "@vanilla-extract/css";

import { flexRow } from "~/ui/shapes/arrangement";
import { vars } from "~/ui/theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "48rem" });

export const form = style({ display: "grid", gap: vars.space.lg });

export const panel = style({
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontSize: vars.size.lg, fontWeight: 700 });

export const row = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr",
  alignItems: "start",
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.colour.border}`,
  "@media": {
    "screen and (min-width: 540px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(6rem, 1fr) auto" },
  },
});

export const rowHeading = style({ margin: 0, fontSize: vars.size.md, gridColumn: "1 / -1" });

/** The remove button sits level with the controls (below the labels) on wide screens. */
export const removeCell = style({
  "@media": { "screen and (min-width: 540px)": { paddingTop: "1.75rem" } },
});

export const twoColumns = style({
  display: "grid",
  gap: `0 ${vars.space.md}`,
  "@media": { "screen and (min-width: 540px)": { gridTemplateColumns: "1fr 1fr" } },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "space-between",
});

export const muted = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });

/** The form's default button (Enter in a field): first in the form, never seen nor tabbed to. */
export const defaultButton = style({
  position: "absolute",
  left: "-10000px",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});

export const summaryList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "grid", gap: vars.space.xs });

export const summaryHead = style(flexRow(vars.space.sm, { wrap: true, align: "center", justify: "space-between" }));

export const summaryTitle = style({ margin: 0, fontSize: vars.size.lg });

export const consent = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  minHeight: "44px",
  cursor: "pointer",
});

export const box = style({
  width: "1.25rem",
  height: "1.25rem",
  margin: 0,
  flex: "none",
  accentColor: vars.colour.brand,
});
