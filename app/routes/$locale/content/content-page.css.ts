import { style } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

export const title = style({ fontSize: vars.size.xxl, maxWidth: "24ch" });
export const lead = style({ maxWidth: "42rem", fontSize: vars.size.lg, color: vars.colour.muted });
export const section = style({ maxWidth: "42rem", paddingBlock: vars.space.md });
export const sectionTitle = style({ fontSize: vars.size.xl, color: vars.colour.brand });
