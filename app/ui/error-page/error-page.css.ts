import { style } from "@vanilla-extract/css";

import { HEADER_HEIGHT_PX, vars } from "../theme.css";

export const header = style({
  display: "flex",
  alignItems: "center",
  minHeight: HEADER_HEIGHT_PX.mobile,
  borderBottom: `1px solid ${vars.colour.border}`,
});
export const brand = style({ display: "inline-flex", minHeight: "44px", alignItems: "center", textDecoration: "none" });
export const body = style({ maxWidth: "40rem", color: vars.colour.muted, fontSize: vars.size.lg });
