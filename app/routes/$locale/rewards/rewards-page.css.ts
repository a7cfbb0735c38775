import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, maxWidth: "56rem" });
export const heading = style({ fontSize: vars.size.xxl, margin: 0 });
