import { style } from "@vanilla-extract/css";

import { BARE_LIST, flexColumn, flexRow } from "~/ui/shapes/arrangement";
import { badgeShape } from "~/ui/shapes/controls";
import { vars } from "~/ui/theme.css";

export const head = style({ ...flexColumn(vars.space.sm), marginBlockEnd: vars.space.lg });

export const tools = style(flexRow(vars.space.md, { align: "center", wrap: true }));

export const list = style({ ...BARE_LIST, ...flexColumn(vars.space.md), maxWidth: "48rem" });

export const item = style({
  padding: vars.space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.md,
  background: vars.colour.surface,
});

// An unread alert stands out by its edge and weight, never by colour alone.
export const unreadItem = style([item, { borderInlineStart: `4px solid ${vars.colour.brand}` }]);

export const title = style({ fontSize: vars.size.lg, margin: `${vars.space.xs} 0` });

export const meta = style({ margin: 0, fontSize: vars.size.sm, color: vars.colour.muted });

export const actions = style(flexRow(vars.space.md, { align: "center", wrap: true }));

export const unreadMark = style(badgeShape(vars.colour.brand, vars.colour.onBrand));

export const readMark = style(badgeShape(vars.colour.surfaceAlt, vars.colour.muted));
