import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

/** The voucher's number, under the confirmation's text (the card itself is app/ui/status-card). */
export const voucherId = style({
  display: "grid",
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.size.xl,
  letterSpacing: "0.04em",
});
export const voucherIdLabel = style({ fontSize: vars.size.sm, color: vars.colour.muted, letterSpacing: 0 });
