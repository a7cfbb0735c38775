import { style } from "@vanilla-extract/css";

import { inputBox } from "../shapes/controls";
import { vars } from "../theme.css";

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 700 });

export const hint = style({ margin: 0, color: vars.colour.muted, fontSize: vars.size.sm });

/** Always rendered with one line reserved, so an error appearing or leaving moves nothing. */
export const error = style({
  margin: 0,
  minHeight: "1.5em",
  color: vars.colour.danger,
  fontSize: vars.size.sm,
  fontWeight: 700,
});

export const control = style({
  width: "100%",
  ...inputBox("44px", vars.space.md, vars.radius.md),
  background: vars.colour.surface,
  selectors: {
    "&[aria-invalid='true']": {
      borderColor: vars.colour.danger,
      borderWidth: "2px",
      background: vars.colour.dangerTint,
    },
    "&:disabled": { background: vars.colour.surfaceAlt, cursor: "not-allowed" },
  },
});

export const select = style({ appearance: "auto", paddingInlineEnd: vars.space.sm });

/** A control for a paragraph (a message): room for a few lines, taller on demand. */
export const textArea = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: "8rem",
  resize: "vertical",
  font: "inherit",
});
