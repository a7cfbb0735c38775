import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

/** The poster that stands in for a video until play is pressed, and the player that replaces it. */
export const poster = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  justifyContent: "flex-end",
  aspectRatio: "16 / 9",
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: `linear-gradient(135deg, ${vars.colour.brandDark}, ${vars.colour.brand} 60%, #3f7f4f)`,
  color: vars.colour.onBrand,
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.colour.wheat}`, outlineOffset: "3px" } },
});
/** An editor's poster picture fills the box behind the play sign and the caption. */
export const picture = style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });
export const caption = style({
  position: "relative",
  alignSelf: "flex-start",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: "rgba(12, 40, 24, 0.8)",
});
export const play = style({ position: "absolute", inset: 0, margin: "auto", color: vars.colour.wheat });
export const frame = style({ width: "100%", aspectRatio: "16 / 9", border: 0, borderRadius: vars.radius.md });
