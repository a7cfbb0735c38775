import { style } from "@vanilla-extract/css";

import { BACKDROP_SHADOW } from "~/ui/modal/backdrop";
import { flexRow } from "~/ui/shapes/arrangement";
import { badgeShape, controlBox } from "~/ui/shapes/controls";
import { centredDialog, panelShape } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const row = style({ position: "relative", paddingLeft: "3.25rem", minHeight: "2.5rem" });

export const icon = style({
  position: "absolute",
  left: 0,
  top: "50%",
  transform: "translateY(-50%)",
  display: "grid",
  placeItems: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: vars.radius.pill,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
});

export const label = style({ fontSize: vars.size.sm, color: vars.colour.muted });

export const value = style({ margin: 0, fontWeight: 700 });

export const link = style({ display: "inline-block", minHeight: "24px", overflowWrap: "anywhere" });

export const details = style({ display: "grid", gap: vars.space.md, margin: 0 });

export const card = style({
  display: "grid",
  gap: vars.space.sm,
  alignContent: "start",
  padding: vars.space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
});

export const badge = style({
  justifySelf: "start",
  margin: 0,
  ...badgeShape(vars.colour.brandTint, vars.colour.brandDark),
});

export const name = style({ margin: 0, fontSize: vars.size.lg });
export const description = style({ margin: 0, color: vars.colour.muted });

export const seeMore = style({
  justifySelf: "start",
  ...controlBox({ height: "44px", inline: vars.space.md, radius: vars.radius.pill }),
  border: `2px solid ${vars.colour.brand}`,
  background: vars.colour.surface,
  color: vars.colour.brand,
  font: "inherit",
  fontWeight: 700,
  letterSpacing: "0.04em",
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&:hover": { background: vars.colour.brandTint } },
});

export const more = style({ display: "grid", gap: vars.space.md });

export const dialog = style({
  ...centredDialog("min(100vw - 2rem, 30rem)", "calc(100vh - 2rem)"),
  display: "grid",
  gap: vars.space.md,
  ...panelShape(vars.space.lg, vars.radius.lg, vars.colour.surface),
  boxShadow: `0 0 32px rgb(27 36 32 / 0.25), ${BACKDROP_SHADOW}`,
});

export const dialogHeader = style(flexRow(vars.space.md, { align: "flex-start", justify: "space-between" }));

export const close = style({
  flexShrink: 0,
  display: "inline-grid",
  placeItems: "center",
  width: "44px",
  height: "44px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.colour.ink,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.colour.surfaceAlt } },
});
