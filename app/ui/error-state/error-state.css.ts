import { style } from "@vanilla-extract/css";

import { stateBlock } from "../layout.css";
import { vars } from "../theme.css";

export const box = style([
  stateBlock,
  { background: vars.colour.dangerTint, border: `1px solid ${vars.colour.danger}` },
]);

export const icon = style({ color: vars.colour.danger });

export const title = style({ margin: 0, fontSize: vars.size.lg, color: vars.colour.danger });

export const subtitle = style({ margin: 0, color: vars.colour.ink, maxWidth: "40rem" });

export const action = style({ marginTop: vars.space.sm });
