import { style, styleVariants } from "@vanilla-extract/css";

import { flexRow, gridList } from "~/ui/shapes/arrangement";
import { TILE } from "~/ui/shapes/surface";
import { MEDIA, vars } from "~/ui/theme.css";

export const heading = style({ fontSize: vars.size.xxl, margin: 0 });
export const lead = style({ maxWidth: "44rem", fontSize: vars.size.lg, color: vars.colour.muted });

// ── Gallery ──────────────────────────────────────────────────────────────
export const grid = style({
  ...gridList(vars.space.lg, { tablet: 2, desktop: 4 }),
  margin: `${vars.space.lg} 0 0`,
});

export const card = style(TILE);

export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 10",
  objectFit: "cover",
});

export const cardBody = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  flex: 1,
});

export const chip = style({
  alignSelf: "flex-start",
  margin: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.colour.brandTint,
  color: vars.colour.brandDark,
  fontSize: vars.size.sm,
  fontWeight: 700,
});

export const cardTitle = style({ margin: 0, fontSize: vars.size.lg, lineHeight: 1.3 });
export const units = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });
export const cardAction = style({ marginTop: "auto", paddingTop: vars.space.sm });

export const moreRow = style({
  ...flexRow(vars.space.md, { wrap: true, align: "center" }),
  marginTop: vars.space.xl,
});
export const muted = style({ margin: 0, color: vars.colour.muted });

// ── Course layout ────────────────────────────────────────────────────────
export const back = style({ display: "inline-block", marginBottom: vars.space.md, minHeight: "24px" });

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  marginTop: vars.space.lg,
  "@media": { [MEDIA.desktop]: { gridTemplateColumns: "18rem minmax(0, 1fr)", alignItems: "start" } },
});

export const sidebar = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.colour.surfaceAlt,
  "@media": { [MEDIA.desktop]: { position: "sticky", top: "5rem" } },
});

export const sidebarHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.md });
export const progress = style({ width: "100%", height: "0.75rem", accentColor: vars.colour.brand });
export const progressText = style({ margin: `${vars.space.xs} 0 ${vars.space.md}`, fontWeight: 700 });

export const moduleList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

export const moduleLink = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  minHeight: "44px",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.colour.ink,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.colour.brandTint },
    '&[aria-current="page"]': { background: vars.colour.brand, color: vars.colour.onBrand },
  },
});

export const number = style({
  flex: "0 0 auto",
  display: "grid",
  placeItems: "center",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: vars.radius.pill,
  border: `2px solid currentColor`,
  fontWeight: 700,
  fontSize: vars.size.sm,
});

export const numberState = styleVariants({
  done: { background: vars.colour.brandTint, color: vars.colour.brandDark, borderColor: vars.colour.brand },
  current: {},
  upcoming: {},
});

export const moduleName = style({ display: "grid", lineHeight: 1.3 });
export const moduleState = style({ fontSize: vars.size.sm });

export const article = style({ maxWidth: "44rem" });
export const eyebrow = style({ margin: 0, color: vars.colour.muted, fontWeight: 700 });
export const moduleHeading = style({ fontSize: vars.size.xl, margin: `${vars.space.xs} 0`, outline: "none" });
export const paragraph = style({ fontSize: vars.size.md, lineHeight: 1.6 });

export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.colour.border}`,
});
