import { globalStyle, style } from "@vanilla-extract/css";

import { wrappingList } from "~/ui/shapes/arrangement";
import { controlBox } from "~/ui/shapes/controls";
import { MEDIA, vars } from "~/ui/theme.css";

export const header = style({ marginBottom: vars.space.lg });
export const title = style({ fontSize: vars.size.xxl, margin: `0 0 ${vars.space.sm}` });
export const lead = style({ margin: 0, color: vars.colour.muted, maxWidth: "60ch" });

export const form = style({
  display: "grid",
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  background: vars.colour.surface,
});

// Popup mode (JavaScript, on focus): on a phone the form takes the screen, with Back to close it.
globalStyle(`${form}[data-popup]`, {
  "@media": {
    [MEDIA.belowTablet]: {
      position: "fixed",
      inset: 0,
      zIndex: 40,
      padding: vars.space.md,
      overflowY: "auto",
      alignContent: "start",
    },
  },
});

export const searchRow = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.sm });
export const searchField = style({ flex: "1 1 16rem", minWidth: 0 });
export const submit = style({ marginBottom: "1.5rem" });
export const back = style({ marginBottom: "1.5rem" });

export const tags = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const tagsLegend = style({ fontWeight: 700, marginBottom: vars.space.sm, padding: 0 });
export const tagList = style(wrappingList(vars.space.sm));
export const tag = style({
  ...controlBox({ height: "44px", inline: vars.space.md, gap: vars.space.xs, radius: vars.radius.pill }),
  border: `1px solid ${vars.colour.muted}`,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { background: vars.colour.brandTint, borderColor: vars.colour.brand } },
});
export const tagBox = style({ width: "1.1rem", height: "1.1rem", accentColor: vars.colour.brand });
export const tagCount = style({ color: vars.colour.muted, fontSize: vars.size.sm });

export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap" });

export const results = style({ marginTop: vars.space.lg, minHeight: "12rem" });
export const fallback = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.colour.wheatTint,
});
export const count = style({ margin: `0 0 ${vars.space.md}`, color: vars.colour.muted });
export const pagination = style({ marginTop: vars.space.xl });
