import { style } from "@vanilla-extract/css";

import { gridStack } from "~/ui/shapes/arrangement";
import { outlinedPanel } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const panel = style({
  ...gridStack(vars.space.md),
  marginBlock: vars.space.xl,
  ...outlinedPanel(vars.space.lg, vars.radius.lg),
  maxWidth: "40rem",
});

export const heading = style({ margin: 0, fontSize: vars.size.xl });

export const text = style({ margin: 0 });

export const step = style({ margin: 0, fontSize: vars.size.sm, fontWeight: 700 });

/** Off screen and out of the tab order: people never meet it, form-filling bots do. */
export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.colour.danger}`,
  background: vars.colour.dangerTint,
  fontWeight: 700,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const stack = style({ display: "grid", gap: vars.space.md });
