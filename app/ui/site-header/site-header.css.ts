import { style } from "@vanilla-extract/css";

import { VISUALLY_HIDDEN_RULE } from "../a11y.css";
import { BARE_LIST } from "../shapes/arrangement";
import { badgeShape, controlBox } from "../shapes/controls";
import { HEADER_HEIGHT_PX, MEDIA, TAP_TARGET, vars } from "../theme.css";

/**
 * One markup for every width: below 1200 px the navigation list is a drawer
 * under the bar (a drill-down once hydrated, nested <details> before), from
 * 1200 px up it is a row whose deep sections drop a mega panel.
 */
const desktop = MEDIA.desktop;
const mobile = MEDIA.belowDesktop;
const shadow = "0 12px 28px rgb(27 36 32 / 0.14)";
const line = `1px solid ${vars.colour.border}`;

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 40,
  background: vars.colour.surface,
  borderBottom: line,
});

export const bar = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  height: HEADER_HEIGHT_PX.mobile,
  "@media": { [desktop]: { height: HEADER_HEIGHT_PX.desktop, gap: vars.space.sm } },
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: TAP_TARGET,
  marginRight: "auto",
  borderRadius: vars.radius.md,
  textDecoration: "none",
  "@media": { [desktop]: { marginRight: vars.space.lg } },
});

/** Every control of the bar: summaries, buttons and links look alike. */
export const barControl = style({
  ...controlBox({ height: TAP_TARGET, inline: vars.space.sm, gap: vars.space.xs, block: true }),
  border: 0,
  borderRadius: vars.radius.md,
  background: "none",
  color: vars.colour.ink,
  fontWeight: 600,
  textDecoration: "none",
  whiteSpace: "nowrap",
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&:hover": { background: vars.colour.brandTint, color: vars.colour.brand },
    "&::-webkit-details-marker": { display: "none" },
  },
});

/* Main navigation */

export const nav = style({
  "@media": { [desktop]: { flex: 1, display: "flex", alignSelf: "stretch", alignItems: "center" } },
});

export const drawerDisclosure = style({ "@media": { [desktop]: { display: "none" } } });

export const whenClosed = style({
  selectors: { '[aria-expanded="true"] > &, details[open] > summary > &': { display: "none" } },
});
export const whenOpen = style({
  display: "none",
  selectors: { '[aria-expanded="true"] > &, details[open] > summary > &': { display: "block" } },
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [mobile]: {
      display: "none",
      position: "absolute",
      top: "100%",
      left: 0,
      right: 0,
      maxHeight: [`calc(100vh - ${HEADER_HEIGHT_PX.mobile + 8}px)`, `calc(100dvh - ${HEADER_HEIGHT_PX.mobile + 8}px)`],
      overflowY: "auto",
      padding: vars.space.sm,
      background: vars.colour.surface,
      border: line,
      borderRadius: `0 0 ${vars.radius.lg} ${vars.radius.lg}`,
      boxShadow: shadow,
      selectors: {
        "&[data-open]": { display: "block" },
        // Without JavaScript the drawer's <details> opens it.
        [`${drawerDisclosure}[open] ~ &`]: { display: "block" },
      },
    },
    [desktop]: { display: "flex", alignItems: "center", gap: vars.space.xs },
  },
});

export const navItem = style({
  "@media": {
    [mobile]: {
      selectors: {
        "& + &": { borderTop: line },
        // Drilled into a section: only that section stays.
        "[data-drilled] > &:not([data-current])": { display: "none" },
        "[data-drilled] > &": { borderTop: 0 },
      },
    },
  },
});

export const topLink = style([
  barControl,
  {
    "@media": {
      [mobile]: {
        width: "100%",
        justifyContent: "space-between",
        minHeight: "48px",
        // Drilled in: the section's own toggle gives way to the panel's Back.
        selectors: { "[data-current] > div > &": { display: "none" } },
      },
    },
    selectors: {
      "&[aria-current], &[data-active]": { color: vars.colour.brand, boxShadow: `inset 0 -3px 0 ${vars.colour.brand}` },
    },
  },
]);

export const chevron = style({
  transition: "transform 0.15s",
  selectors: {
    '[aria-expanded="true"] > &, details[open] > summary > &': { transform: "rotate(180deg)" },
  },
});

/** A deep section's chevron: once hydrated, a mobile section drills down, so it points the way. */
export const drillChevron = style([
  chevron,
  { "@media": { [mobile]: { selectors: { "button > &": { transform: "rotate(-90deg)" } } } } },
]);

export const megaPanel = style({
  "@media": {
    [mobile]: {
      padding: `0 0 ${vars.space.sm} ${vars.space.md}`,
      selectors: { "[data-current] &": { padding: 0 } },
    },
    [desktop]: {
      position: "absolute",
      top: "100%",
      left: 0,
      right: 0,
      display: "grid",
      gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))",
      gap: vars.space.lg,
      padding: vars.space.xl,
      background: vars.colour.surface,
      border: line,
      borderTop: 0,
      borderRadius: `0 0 ${vars.radius.lg} ${vars.radius.lg}`,
      boxShadow: shadow,
    },
  },
});

export const panelBar = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
  borderBottom: line,
  "@media": { [desktop]: { display: "none" } },
});

export const panelTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.size.lg,
  fontWeight: 700,
  "@media": { [desktop]: { display: "none" } },
});

export const group = style({ "@media": { [mobile]: { marginBottom: vars.space.sm } } });

export const groupLabel = style({
  margin: `${vars.space.xs} 0`,
  fontSize: vars.size.sm,
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: vars.colour.muted,
});

export const plainList = style(BARE_LIST);

export const panelLink = style({
  ...controlBox({ height: TAP_TARGET, inline: vars.space.sm, gap: vars.space.sm, block: true }),
  marginInline: `calc(-1 * ${vars.space.sm})`,
  borderRadius: vars.radius.md,
  color: vars.colour.ink,
  textDecoration: "none",
  background: "none",
  border: 0,
  width: `calc(100% + 2 * ${vars.space.sm})`,
  cursor: "pointer",
  textAlign: "start",
  selectors: {
    "&:hover": { background: vars.colour.brandTint, color: vars.colour.brand, textDecoration: "underline" },
    "&[aria-current]": { color: vars.colour.brand, fontWeight: 700 },
  },
});

/* Tools: language and account */

export const tools = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

/** Shown beside an icon from 540 px up; below, read by screen readers only. */
export const toolLabel = style({
  maxWidth: "14rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  "@media": {
    [MEDIA.belowTablet]: VISUALLY_HIDDEN_RULE,
  },
});

/** The unread alerts' count beside the account's name: wheat on the green bar, seen at every width. */
export const countBadge = style({
  ...badgeShape(vars.colour.wheat, vars.colour.ink),
  selectors: { "&::before": { content: 'attr(data-count) / ""' } },
});

/** Under 540 px the language link shows its code (`data-code`) after the globe; the name is read, not shown. */
export const languageCode = style({
  "@media": {
    [MEDIA.belowTablet]: {
      selectors: { "&::after": { content: 'attr(data-code) / ""', fontSize: vars.size.sm, fontWeight: 700 } },
    },
  },
});

export const popupPanel = style({
  position: "absolute",
  top: "calc(100% + 4px)",
  right: 0,
  zIndex: 1,
  width: "min(20rem, 100%)",
  padding: vars.space.md,
  background: vars.colour.surface,
  border: line,
  borderRadius: vars.radius.lg,
  boxShadow: shadow,
});

export const loyalty = style({ display: "block", margin: `${vars.space.xs} 0 ${vars.space.sm}` });

export const note = style({
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  fontSize: vars.size.sm,
  color: vars.colour.muted,
});

export const primaryLink = style({
  justifyContent: "center",
  marginBlock: vars.space.xs,
  background: vars.colour.brand,
  color: vars.colour.onBrand,
  fontWeight: 700,
  selectors: { "&:hover": { background: vars.colour.brandDark, color: vars.colour.onBrand } },
});

export const logoutForm = style({ marginTop: vars.space.sm, paddingTop: vars.space.sm, borderTop: line });

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.colour.dangerTint,
  color: vars.colour.danger,
  fontWeight: 600,
  textAlign: "center",
});

export const noticeLink = style({
  color: "inherit",
  textDecoration: "underline",
  whiteSpace: "nowrap",
});
