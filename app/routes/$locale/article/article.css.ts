import { style } from "@vanilla-extract/css";

import { visuallyHidden } from "~/ui/a11y.css";
import { vars } from "~/ui/theme.css";

export const article = style({ paddingBlockEnd: vars.space.xxl });
export const hiddenTitle = visuallyHidden;
export const recommended = style({ marginTop: vars.space.xxl });
export const recommendedHeading = style({ fontSize: vars.size.xl, margin: `0 0 ${vars.space.md}` });
