import { style } from "@vanilla-extract/css";

import { BACKDROP_SHADOW } from "~/ui/modal/backdrop";
import { flexRow, gridStack } from "~/ui/shapes/arrangement";
import { controlBox } from "~/ui/shapes/controls";
import { accentBar, centredDialog, panelShape } from "~/ui/shapes/surface";
import { MEDIA, vars } from "~/ui/theme.css";

/** The article banner: a tinted band with its one action. */
export const banner = style({
  ...gridStack(vars.space.sm),
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.wheatTint),
  ...accentBar("borderInlineStart", vars.colour.wheat),
  "@media": { [MEDIA.tablet]: { gridTemplateColumns: "1fr auto", alignItems: "center" } },
});
export const bannerTitle = style({ margin: 0, fontSize: vars.size.lg });
export const bannerBody = style({ margin: `${vars.space.xs} 0 0`, color: vars.colour.muted });

/** The topics form: one fieldset per group, checkboxes as large tap targets. */
export const form = style({ display: "grid", gap: vars.space.lg });
export const instructions = style({ margin: 0, fontWeight: 700 });
export const fieldset = style({ margin: 0, padding: 0, border: 0, display: "grid", gap: vars.space.sm });
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700, fontSize: vars.size.md });
export const options = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
});
export const option = style({
  ...controlBox({ height: "44px", inline: vars.space.md, gap: vars.space.sm, radius: vars.radius.md, block: true }),
  border: `1px solid ${vars.colour.muted}`,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { background: vars.colour.brandTint, borderColor: vars.colour.brand } },
});
export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.colour.brand, margin: 0 });
/** Reserved height: a message appearing or leaving moves nothing (STACK.md's conform gotcha). */
export const error = style({ margin: 0, minHeight: "1.5em", color: vars.colour.danger, fontWeight: 700 });
export const formActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

/** The topics modal: centred, scrolls inside on a small screen. */
export const dialog = style({
  ...centredDialog("min(100vw - 1rem, 40rem)", "calc(100dvh - 1rem)"),
  overscrollBehavior: "contain",
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.surface),
  boxShadow: `0 0 32px rgb(27 36 32 / 0.25), ${BACKDROP_SHADOW}`,
  selectors: { "&:focus": { outline: "none" } },
});

/** Without JavaScript the modal is a bordered block in the page (its own address). */
export const inlineDialog = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderInlineStart: `4px solid ${vars.colour.brand}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
});
export const dialogHeader = style({
  ...flexRow(vars.space.md, { align: "flex-start", justify: "space-between" }),
  marginBottom: vars.space.md,
});
export const dialogTitle = style({ margin: 0, fontSize: vars.size.xl });
export const dialogDescription = style({ margin: `${vars.space.xs} 0 0`, color: vars.colour.muted });
export const close = style({
  flexShrink: 0,
  ...controlBox({ height: "44px", inline: vars.space.sm, radius: vars.radius.pill, square: true }),
  border: 0,
  background: "transparent",
  color: vars.colour.brand,
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.colour.brandTint } },
});
