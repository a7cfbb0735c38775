import { keyframes, style } from "@vanilla-extract/css";

import { BACKDROP_SHADOW } from "../modal/backdrop";
import { iconButton } from "../shapes/controls";
import { vars } from "../theme.css";

const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const slideInLeft = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(0)" } });

export const sheet = style({
  position: "fixed",
  top: 0,
  bottom: 0,
  zIndex: 91,
  display: "flex",
  flexDirection: "column",
  width: "min(100vw, 30rem)",
  background: vars.colour.surface,
  boxShadow: `0 0 32px rgb(27 36 32 / 0.25), ${BACKDROP_SHADOW}`,
  overflowY: "auto",
  overscrollBehavior: "contain",
  selectors: { "&:focus": { outline: "none" } },
});

export const right = style({ right: 0, animation: `${slideIn} 0.2s ease-out` });
export const left = style({ left: 0, animation: `${slideInLeft} 0.2s ease-out` });

export const header = style({
  position: "sticky",
  top: 0,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.colour.surface,
  borderBottom: `1px solid ${vars.colour.border}`,
});

export const title = style({ margin: 0, fontSize: vars.size.xl });

export const description = style({ margin: `${vars.space.xs} 0 0`, color: vars.colour.muted });

export const body = style({ padding: vars.space.lg });

export const close = style({
  flexShrink: 0,
  ...iconButton("44px"),
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.colour.brandTint } },
});

/** The no-JavaScript rendering: the same content as a bordered block in the page. */
export const inline = style({
  border: `1px solid ${vars.colour.border}`,
  borderInlineStart: `4px solid ${vars.colour.brand}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
});
