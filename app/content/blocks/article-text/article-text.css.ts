import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

/** About 70 characters a line: what reads well on a phone and a desktop alike. */
export const text = style({
  width: "min(100% - 2rem, 70ch)",
  marginInline: "auto",
  marginBlock: vars.space.lg,
  fontSize: "1.0625rem",
  lineHeight: 1.65,
});
export const heading = style({ fontSize: vars.size.xl, margin: `${vars.space.xl} 0 ${vars.space.sm}` });
export const paragraph = style({ margin: `0 0 ${vars.space.md}` });
