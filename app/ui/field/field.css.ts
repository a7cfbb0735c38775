import { style } from "@vanilla-extract/css";

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
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  // The boundary of a control needs 3:1 against white: muted, not the decorative border colour.
  border: `1px solid ${vars.colour.muted}`,
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
