import { style } from "@vanilla-extract/css";

import { stateBlock } from "../layout.css";
import { vars } from "../theme.css";

export const box = style([stateBlock, { background: vars.colour.surfaceAlt }]);

export const icon = style({ color: vars.colour.muted });

export const title = style({ margin: 0, fontSize: vars.size.lg });

export const description = style({ margin: 0, color: vars.colour.muted, maxWidth: "40rem" });

export const action = style({ marginTop: vars.space.sm });
