import { style } from "@vanilla-extract/css";

import { gridStack } from "~/ui/shapes/arrangement";
import { outlinedPanel } from "~/ui/shapes/surface";
import { MEDIA, vars } from "~/ui/theme.css";

/** The onboarding steps: a progress list and one card per step. */
export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "44rem" });
export const kicker = style({ margin: 0, fontWeight: 700, color: vars.colour.brand });
export const steps = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [MEDIA.tablet]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});
export const stepItem = style({
  padding: vars.space.sm,
  borderTop: `4px solid ${vars.colour.border}`,
  selectors: { "&[data-current]": { borderTopColor: vars.colour.brand, fontWeight: 700 } },
});
export const card = style({
  ...gridStack(vars.space.md),
  ...outlinedPanel(vars.space.lg, vars.radius.lg, vars.colour.surface),
});
export const counter = style({ margin: 0, color: vars.colour.muted });
export const title = style({ margin: 0, fontSize: vars.size.xl });
export const details = style({ display: "grid", gap: vars.space.sm, margin: 0 });
export const links = style({ display: "grid", gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.lg });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, justifyContent: "end" });
