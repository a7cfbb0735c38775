import { style } from "@vanilla-extract/css";

import { BACKDROP_SHADOW } from "~/ui/modal/backdrop";
import { MEDIA, vars } from "~/ui/theme.css";

/** The article banner: a tinted band with its one action. */
export const banner = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.colour.wheatTint,
  borderInlineStart: `4px solid ${vars.colour.wheat}`,
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
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.colour.muted}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { background: vars.colour.brandTint, borderColor: vars.colour.brand } },
});
export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.colour.brand, margin: 0 });
/** Reserved height: a message appearing or leaving moves nothing (STACK.md's conform gotcha). */
export const error = style({ margin: 0, minHeight: "1.5em", color: vars.colour.danger, fontWeight: 700 });
export const formActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

/** The topics modal: centred, scrolls inside on a small screen. */
export const dialog = style({
  position: "fixed",
  zIndex: 91,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(100vw - 1rem, 40rem)",
  maxHeight: "calc(100dvh - 1rem)",
  overflowY: "auto",
  overscrollBehavior: "contain",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
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
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const dialogTitle = style({ margin: 0, fontSize: vars.size.xl });
export const dialogDescription = style({ margin: `${vars.space.xs} 0 0`, color: vars.colour.muted });
export const close = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.colour.brand,
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.colour.brandTint } },
});
