import { style } from "@vanilla-extract/css";

import { MODAL_DIALOG } from "~/ui/shapes/surface";
import { vars } from "~/ui/theme.css";

export const dialog = style({
  ...MODAL_DIALOG,
  maxWidth: "min(28rem, calc(100% - 2rem))",
  selectors: { "&::backdrop": { background: "rgba(27, 36, 32, 0.6)" } },
});
export const dialogBody = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
