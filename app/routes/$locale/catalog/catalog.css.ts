import { style, styleVariants } from "@vanilla-extract/css";

import { autoGrid, BARE_LIST, flexColumn, wrappingList } from "~/ui/shapes/arrangement";
import { controlBox, inputBox } from "~/ui/shapes/controls";
import { MEDIA, vars } from "~/ui/theme.css";

export const page = style({
  paddingBlock: `${vars.space.lg} ${vars.space.xxl}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
});

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.xs });
export const title = style({ fontSize: vars.size.xxl, margin: 0 });
export const lead = style({ margin: 0, color: vars.colour.muted, maxWidth: "48rem" });

/* Brand picker ------------------------------------------------------------------------------------ */
export const brandBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  position: "relative",
});
export const brandCurrent = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontWeight: 700,
});
export const brandIcon = style({ width: "32px", height: "32px", borderRadius: vars.radius.sm });
export const brandList = style({
  ...BARE_LIST,
  padding: vars.space.xs,
  ...flexColumn(vars.space.xs),
});
export const brandOption = style({
  ...controlBox({ height: "44px", inline: vars.space.sm, gap: vars.space.sm, radius: vars.radius.md, block: true }),
  color: vars.colour.ink,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.colour.brandTint },
    "&[aria-current='true']": { fontWeight: 700, color: vars.colour.brand },
  },
});
export const confirm = style({
  padding: vars.space.lg,
  border: `2px solid ${vars.colour.brand}`,
  borderRadius: vars.radius.lg,
  background: vars.colour.surface,
  maxWidth: "32rem",
});
export const dialog = style([
  confirm,
  {
    selectors: { "&::backdrop": { background: "rgb(27 36 32 / 0.45)" } },
  },
]);
export const confirmTitle = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space.sm}` });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.md });

/* Search ------------------------------------------------------------------------------------------ */
export const searchForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.sm,
  maxWidth: "40rem",
});
export const searchField = style({ flex: "1 1 16rem" });
export const searchButton = style({ marginBottom: "calc(1.5em * 0.875 + 0.25rem)" });

/* Letter bar -------------------------------------------------------------------------------------- */
export const letterNav = style({ borderBlock: `1px solid ${vars.colour.border}`, paddingBlock: vars.space.xs });
const letterListBase = style({ display: "flex", gap: "2px", listStyle: "none", margin: 0, padding: 0 });
export const letterList = styleVariants({
  start: [letterListBase, { flexWrap: "wrap", justifyContent: "flex-start" }],
  spread: [letterListBase, { flexWrap: "wrap", justifyContent: "space-between" }],
  scroll: [letterListBase, { flexWrap: "nowrap", overflowX: "auto", scrollbarWidth: "thin" }],
});
export const letter = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "32px",
  height: "36px",
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  textDecoration: "none",
  color: vars.colour.brand,
  flexShrink: 0,
  selectors: {
    "&:is(a):hover": { background: vars.colour.brandTint },
    "&[aria-current='true']": { background: vars.colour.brand, color: vars.colour.onBrand },
  },
});
export const letterDisabled = style({
  color: vars.colour.muted,
  fontWeight: 400,
  textDecoration: "line-through",
  textDecorationColor: vars.colour.border,
});

/* Filters ----------------------------------------------------------------------------------------- */
export const filterBar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space.sm });
export const dropdown = style({ position: "relative" });
export const dropdownRow = style({ display: "contents", "@media": { [MEDIA.belowTablet]: { display: "none" } } });
export const toggle = style({
  ...controlBox({ height: "44px", inline: vars.space.md, gap: vars.space.xs, radius: vars.radius.pill }),
  border: `1px solid ${vars.colour.muted}`,
  background: vars.colour.surface,
  color: vars.colour.ink,
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&[aria-expanded='true'], details[open] > &": { borderColor: vars.colour.brand, background: vars.colour.brandTint },
  },
});
export const count = style({
  minWidth: "1.5rem",
  padding: "0 0.35rem",
  borderRadius: vars.radius.pill,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  fontSize: vars.size.sm,
  textAlign: "center",
});
export const panel = style({
  position: "absolute",
  zIndex: 20,
  top: "calc(100% + 4px)",
  left: 0,
  width: "min(20rem, 90vw)",
  padding: vars.space.md,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: "0 12px 28px rgb(27 36 32 / 0.18)",
});
export const allPanel = style([
  panel,
  {
    width: "min(56rem, 94vw)",
    "@media": { [MEDIA.belowTablet]: { position: "static", width: "100%", boxShadow: "none" } },
  },
]);
export const allGrid = style(autoGrid(vars.space.md, "15rem", "auto-fit"));
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.xs });
export const inListSearch = style({
  width: "100%",
  ...inputBox("40px", vars.space.sm, vars.radius.md),
  marginBottom: vars.space.sm,
});
export const options = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
});
export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "36px",
  cursor: "pointer",
});
export const checkbox = style({ width: "20px", height: "20px", accentColor: vars.colour.brand, flexShrink: 0 });
export const noMatch = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });
export const panelActions = style({
  display: "flex",
  justifyContent: "flex-end",
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
export const bioForm = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm, minHeight: "44px" });
export const chips = style(wrappingList(vars.space.xs));
export const chip = style({
  ...controlBox({ height: "32px", inline: vars.space.sm, gap: vars.space.xs, radius: vars.radius.pill }),
  background: vars.colour.brandTint,
  color: vars.colour.brand,
  fontSize: vars.size.sm,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

/* Results ----------------------------------------------------------------------------------------- */
export const resultsHead = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
});
export const countLabel = style({ margin: 0, fontWeight: 700 });
export const viewSwitch = style({ display: "flex", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const viewLink = style({
  ...controlBox({ height: "40px", inline: vars.space.md, radius: vars.radius.pill }),
  color: vars.colour.brand,
  fontWeight: 700,
  textDecoration: "none",
  border: `1px solid ${vars.colour.brand}`,
  selectors: { "&[aria-current='page']": { background: vars.colour.brand, color: vars.colour.onBrand } },
});
/** 4 columns by 3 rows on desktop (spec 002 §9), fewer as the screen narrows. */
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(1, minmax(0, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    "screen and (min-width: 420px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    "screen and (min-width: 900px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [MEDIA.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
export const image = style({ width: "100%", height: "100%", objectFit: "contain" });
export const hybrid = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });
export const positioning = style({ margin: 0 });
export const badge = style({
  padding: "0.1rem 0.5rem",
  borderRadius: vars.radius.pill,
  background: vars.colour.surfaceAlt,
  border: `1px solid ${vars.colour.border}`,
  fontSize: vars.size.sm,
});
export const more = style({ display: "flex", justifyContent: "center", paddingTop: vars.space.md });

export const tableWrap = style({ overflowX: "auto" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.size.sm });
export const th = style({
  textAlign: "left",
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.colour.ink}`,
  whiteSpace: "nowrap",
});
export const td = style({
  verticalAlign: "top",
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.colour.border}`,
});
export const productCell = style([td, { minWidth: "12rem", fontWeight: 700, textAlign: "left" }]);
export const descriptionCell = style([td, { minWidth: "18rem" }]);
/** The cut text gives way to the full one when "show more" is opened (no script needed). */
export const shortText = style({
  margin: 0,
  selectors: { [`${descriptionCell}:has(details[open]) &`]: { display: "none" } },
});
export const summary = style({ color: vars.colour.brand, fontWeight: 700, cursor: "pointer", minHeight: "24px" });
export const downloadList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
});
