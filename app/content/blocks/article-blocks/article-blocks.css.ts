import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const block = style({ marginBlock: vars.space.xl });
export const heading = style({ fontSize: vars.size.xl, margin: `0 0 ${vars.space.md}` });
export const group = style({ selectors: { "& + &": { marginTop: vars.space.lg } } });
export const groupTitle = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space.sm}` });
