import { keyframes, style } from "@vanilla-extract/css";

import { BACKDROP_SHADOW } from "../modal/backdrop";
import { flexRow, wrappingList } from "../shapes/arrangement";
import { controlBox, iconButton } from "../shapes/controls";
import { MEDIA, TAP_TARGET, vars } from "../theme.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const dropIn = keyframes({
  from: { transform: "translateY(-8px)", opacity: 0 },
  to: { transform: "none", opacity: 1 },
});

/** Full width under the top edge on a phone; a centred panel from the tablet up. */
export const dialog = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  zIndex: 91,
  maxHeight: "100dvh",
  overflowY: "auto",
  overscrollBehavior: "contain",
  padding: vars.space.md,
  background: vars.colour.surface,
  boxShadow: `0 12px 32px rgb(27 36 32 / 0.25), ${BACKDROP_SHADOW}`,
  animation: `${dropIn} 0.15s ease-out`,
  selectors: { "&:focus": { outline: "none" } },
  "@media": {
    [MEDIA.tablet]: {
      top: vars.space.xl,
      left: "50%",
      right: "auto",
      width: "min(100vw - 3rem, 40rem)",
      transform: "translateX(-50%)",
      maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
      padding: vars.space.lg,
      borderRadius: vars.radius.lg,
      animation: `${fadeIn} 0.15s ease-out`,
    },
    "(prefers-reduced-motion: reduce)": { animation: "none" },
  },
});

export const header = style({
  ...flexRow(vars.space.md, { align: "center", justify: "space-between" }),
  marginBottom: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.size.lg });

export const close = style({
  ...iconButton(TAP_TARGET),
  selectors: { "&:hover": { background: vars.colour.brandTint } },
});

export const form = style({ display: "grid", gap: vars.space.xs });

export const label = style({ fontWeight: 600 });

export const row = style({ display: "flex", gap: vars.space.sm });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: TAP_TARGET,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.colour.muted}`,
  borderRadius: vars.radius.md,
  font: "inherit",
  fontSize: vars.size.md,
  color: vars.colour.ink,
  background: vars.colour.surface,
});

export const submit = style({
  minHeight: TAP_TARGET,
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.colour.brandDark } },
});

export const panel = style({ marginTop: vars.space.md, display: "grid", gap: vars.space.sm });

export const status = style({ margin: 0, color: vars.colour.muted });

/** The status line keeps its place in the accessibility tree while it has nothing to say. */
export const silent = style({ margin: 0, height: 0, overflow: "hidden" });

export const heading = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.size.sm,
  color: vars.colour.muted,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
});

export const chips = style(wrappingList(vars.space.sm));

export const chip = style({
  ...controlBox({ height: TAP_TARGET, inline: vars.space.md, radius: vars.radius.pill }),
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surfaceAlt,
  color: vars.colour.ink,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.colour.brandTint, color: vars.colour.brand } },
});

export const results = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });

export const result = style({
  display: "grid",
  gap: "2px",
  minHeight: TAP_TARGET,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.colour.ink,
  textDecoration: "none",
  fontWeight: 600,
  selectors: { "&:hover": { background: vars.colour.brandTint, color: vars.colour.brand } },
});

export const type = style({ fontSize: vars.size.sm, fontWeight: 400, color: vars.colour.muted });

export const viewAll = style({
  justifySelf: "start",
  color: vars.colour.brand,
  fontWeight: 700,
  padding: `${vars.space.sm} 0`,
});
