import { style } from "@vanilla-extract/css";

import { visuallyHidden } from "../a11y.css";
import { vars } from "../theme.css";

export const rating = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });
export const glyphs = style({ color: vars.colour.star, fontSize: "1.25em", letterSpacing: "0.1em", lineHeight: 1 });
export const empty = style({ color: vars.colour.muted });
export const hiddenLabel = style([visuallyHidden]);
