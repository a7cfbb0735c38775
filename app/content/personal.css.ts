import { style } from "@vanilla-extract/css";

import { container } from "~/ui/layout.css";
import { BARE_LIST, gridStack } from "~/ui/shapes/arrangement";
import { MEDIA, vars } from "~/ui/theme.css";

/** A signed-in grower's own block: a card within the page's width. */
export const card = style([
  container,
  {
    marginBlock: vars.space.md,
    padding: vars.space.md,
    border: `1px solid ${vars.colour.border}`,
    borderInlineStart: `4px solid ${vars.colour.brand}`,
    borderRadius: vars.radius.md,
    background: vars.colour.surface,
    "@media": { [MEDIA.tablet]: { padding: vars.space.lg } },
  },
]);

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.lg, fontWeight: 800 });

export const figures = style({
  display: "grid",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  "@media": { [MEDIA.tablet]: { gridTemplateColumns: "auto 1fr", gap: vars.space.xl } },
});

export const term = style({ fontSize: vars.size.sm, color: vars.colour.muted });

export const figure = style({ margin: 0, fontSize: vars.size.xl, fontWeight: 800, color: vars.colour.brand });

export const value = style({ margin: 0 });

export const link = style({ fontWeight: 700, color: vars.colour.brand });

/** A sentence in place of figures (the way to link an account, nothing pending). */
export const text = style({ margin: `0 0 ${vars.space.md}` });

/** A short list of the grower's things, each a link with a line beneath. */
export const list = style({
  ...gridStack(vars.space.sm),
  ...BARE_LIST,
  margin: `0 0 ${vars.space.md}`,
});

export const itemDetail = style({ display: "block", fontSize: vars.size.sm, color: vars.colour.muted });
