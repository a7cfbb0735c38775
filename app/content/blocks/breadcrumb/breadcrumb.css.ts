import { type CSSProperties, globalStyle, type GlobalStyleRule, style } from "@vanilla-extract/css";

import { MEDIA, vars } from "~/ui/theme.css";

export const nav = style({ fontSize: vars.size.sm, marginBlock: `${vars.space.md} ${vars.space.sm}` });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  color: vars.colour.muted,
});

const separator = { content: '"/"', color: vars.colour.muted, paddingInlineEnd: vars.space.xs };
export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: 0,
  selectors: { "&::before": separator },
});
globalStyle(`${list} > ${item}:first-child::before`, { content: "none" });

export const link = style({
  color: vars.colour.brand,
  display: "inline-block",
  paddingBlock: "0.6rem",
  textUnderlineOffset: "3px",
});

export const current = style({ color: vars.colour.ink, paddingBlock: "0.6rem" });

/**
 * The "..." item and its <details>, which hold the levels a collapsed trail hides. Not collapsed, they are laid out
 * as if absent: no "...", the details' content shown and its levels in the trail's line (`display: contents` down to
 * them). Collapsed, the "..." shows and the levels are its popover.
 */
export const more = style({});
export const details = style({});
export const middle = style({});
export const popover = style({});

// Laying the details out as if absent needs `::details-content`; a browser without it shows every trail collapsed.
const DETAILS_CONTENT = "selector(::details-content)";
const expanded: Record<string, CSSProperties> = {
  [more]: { display: "contents" },
  [details]: { display: "contents" },
  [popover]: { display: "contents" },
  [`${details}::details-content`]: { display: "contents", contentVisibility: "visible" },
  [`${details} > summary`]: { display: "none" },
};
for (const [selector, rule] of Object.entries(expanded))
  globalStyle(selector, { "@supports": { [DETAILS_CONTENT]: rule } });

/** The rules of a collapsed trail, for the lists `collapsed` picks, within `media` when given. */
const collapsedRules = (collapsed: string, media?: string, supports?: string) => {
  const rule = (selector: string, style: GlobalStyleRule) =>
    globalStyle(
      selector,
      media ? { "@media": { [media]: style } } : supports ? { "@supports": { [supports]: style } } : style,
    );
  rule(`${collapsed} > ${more}`, { display: "inline-flex", alignItems: "center", position: "relative" });
  rule(`${collapsed} > ${more}::before`, separator);
  rule(`${collapsed} ${details}`, { display: "block", position: "relative" });
  rule(`${collapsed} ${details}::details-content`, { display: "block", contentVisibility: "hidden" });
  rule(`${collapsed} ${details}[open]::details-content`, { contentVisibility: "visible" });
  rule(`${collapsed} ${details} > summary`, { display: "inline-flex" });
  rule(`${collapsed} ${popover}`, {
    display: "block",
    position: "absolute",
    insetInlineStart: 0,
    top: "100%",
    zIndex: 20,
    minWidth: "14rem",
    margin: 0,
    padding: vars.space.sm,
    listStyle: "none",
    background: vars.colour.surface,
    border: `1px solid ${vars.colour.border}`,
    borderRadius: vars.radius.md,
    boxShadow: "0 8px 24px rgb(0 0 0 / 0.12)",
  });
  rule(`${collapsed} ${middle}`, { display: "flex" });
  rule(`${collapsed} ${middle}::before`, { content: "none" });
  rule(`${collapsed} ${middle} a`, { display: "block", width: "100%", minHeight: "44px", boxSizing: "border-box" });
};
// Collapsed: by overflow (measured by the script), or by the level rule on mobile (CSS alone).
collapsedRules(`${list}[data-overflow]`);
collapsedRules(`${list}[data-collapsible]`, MEDIA.belowTablet);
collapsedRules(list, undefined, `not ${DETAILS_CONTENT}`);

export const summary = style({
  listStyle: "none",
  cursor: "pointer",
  minWidth: "44px",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.sm,
  color: vars.colour.brand,
  fontWeight: 700,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.colour.brandTint },
  },
});
