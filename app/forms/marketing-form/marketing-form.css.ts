import { style } from "@vanilla-extract/css";

import { controlBox } from "~/ui/shapes/controls";
import { vars } from "~/ui/theme.css";

export const fields = style({ display: "grid", gap: vars.space.sm });

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "grid", gap: vars.space.xs });

export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.xs });

export const choices = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.lg}` });

/** A box and its words: the whole line is the target (44 px tall), not the 16 px box alone. */
export const choice = style({
  ...controlBox({ height: "44px", gap: vars.space.sm }),
  cursor: "pointer",
});

export const box = style({ width: "1.25rem", height: "1.25rem", margin: 0, accentColor: vars.colour.brand });

export const multiple = style({ minHeight: "7.5rem", paddingBlock: vars.space.xs });
