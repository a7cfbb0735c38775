import { style } from "@vanilla-extract/css";

import { BACKDROP_SHADOW } from "~/ui/modal/backdrop";
import { vars } from "~/ui/theme.css";

export const heading = style({ fontSize: vars.size.xxl });
export const lead = style({ maxWidth: "40rem", fontSize: vars.size.lg, color: vars.colour.muted });

export const card = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: "36rem",
  margin: `${vars.space.lg} 0 0`,
  padding: vars.space.lg,
  background: vars.colour.surfaceAlt,
  borderRadius: vars.radius.lg,
  borderLeft: `4px solid ${vars.colour.wheat}`,
});

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

export const cardTitle = style({ margin: 0, fontSize: vars.size.lg });
export const details = style({ display: "grid", gap: vars.space.md, margin: 0 });
export const note = style({
  maxWidth: "36rem",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.colour.wheatTint,
});
export const advisors = style({ marginTop: vars.space.xxl });
export const sectionHeading = style({ margin: 0, fontSize: vars.size.xl });
export const muted = style({ color: vars.colour.muted });
export const advisorGrid = style({
  listStyle: "none",
  margin: `${vars.space.lg} 0 0`,
  padding: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 18rem), 1fr))",
});
export const advisorCard = style({
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
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.colour.brandTint,
  color: vars.colour.brandDark,
  fontSize: vars.size.sm,
  fontWeight: 700,
});
export const advisorName = style({ margin: 0, fontSize: vars.size.lg });
export const seeMore = style({
  justifySelf: "start",
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.colour.brand}`,
  borderRadius: vars.radius.pill,
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
  position: "fixed",
  zIndex: 91,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(100vw - 2rem, 30rem)",
  maxHeight: "calc(100vh - 2rem)",
  overflowY: "auto",
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
  boxShadow: `0 0 32px rgb(27 36 32 / 0.25), ${BACKDROP_SHADOW}`,
});
export const dialogHeader = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: vars.space.md,
});
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
