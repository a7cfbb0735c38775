import { globalStyle, style } from "@vanilla-extract/css";

import { FOCUS_RING } from "~/ui/shapes/controls";
import { vars } from "~/ui/theme.css";

export const list = style({ borderTop: `1px solid ${vars.colour.border}` });

export const item = style({ borderBottom: `1px solid ${vars.colour.border}` });

/** The whole row is the control (44 px at least); a chevron turns when open. */
export const summary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "44px",
  paddingBlock: vars.space.sm,
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": {
      content: '""',
      flex: "0 0 0.6rem",
      width: "0.6rem",
      height: "0.6rem",
      borderRight: `2px solid ${vars.colour.brand}`,
      borderBottom: `2px solid ${vars.colour.brand}`,
      transform: "rotate(45deg)",
    },
    "details[open] > &::after": { transform: "rotate(-135deg)" },
    "&:focus-visible": FOCUS_RING,
  },
});

export const panel = style({ paddingBottom: vars.space.md, maxWidth: "70ch" });

globalStyle(`${panel} > p`, { margin: `0 0 ${vars.space.sm}` });
