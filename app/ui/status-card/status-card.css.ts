import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";

import { vars } from "../theme.css";

export const heading = style({ fontSize: vars.size.xxl, margin: 0 });

/** The card, in its tone: green when it is done, wheat while at work, red when it did not go through (the words say it too). */
const card = recipe({
  base: {
    display: "grid",
    gap: vars.space.sm,
    maxWidth: "36rem",
    marginTop: vars.space.lg,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    borderLeft: "4px solid",
  },
  variants: {
    tone: {
      done: { background: vars.colour.brandTint, borderLeftColor: vars.colour.brand },
      waiting: { background: vars.colour.surfaceAlt, borderLeftColor: vars.colour.wheat },
      retrying: { background: vars.colour.wheatTint, borderLeftColor: vars.colour.wheat },
      failed: { background: vars.colour.dangerTint, borderLeftColor: vars.colour.danger },
    },
  },
});

export type StatusTone = NonNullable<NonNullable<RecipeVariants<typeof card>>["tone"]>;

/** The recipe's classes (see buttonClasses in ../button/button.css.ts: no recipe runtime in the browser). */
export const cardClasses = { base: card.classNames.base, tone: card.classNames.variants.tone };

export const status = style({ display: "grid", gap: vars.space.sm });
export const title = style({ fontSize: vars.size.xl, margin: 0 });
export const body = style({ margin: 0 });
export const when = style({ margin: 0, fontSize: vars.size.sm, color: vars.colour.muted });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: vars.space.sm });
