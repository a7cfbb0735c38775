import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";

import { CARD_BODY } from "../shapes/surface";
import { eyebrowText } from "../shapes/text";
import { vars } from "../theme.css";
import { stretchedLink } from "./stretched-link";

/** The card's box; a card that is a link (`linked`) lifts when hovered or focused. */
const card = recipe({
  base: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    minWidth: 0,
    background: vars.colour.surface,
    border: `1px solid ${vars.colour.border}`,
    borderRadius: vars.radius.lg,
    overflow: "hidden",
    transition: "box-shadow 0.15s",
  },
  variants: {
    linked: { true: { selectors: { "&:hover, &:focus-within": { boxShadow: "0 8px 20px rgb(27 36 32 / 0.12)" } } } },
  },
});
/** The recipe's classes (see buttonClasses in ../button/button.css.ts: no recipe runtime in the browser). */
export const cardClasses = { base: card.classNames.base, linked: card.classNames.variants.linked.true };

export const media = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.colour.surfaceAlt,
  aspectRatio: "4 / 3",
  overflow: "hidden",
});

export const body = style(CARD_BODY);

export const eyebrow = style({
  margin: 0,
  ...eyebrowText("0.04em"),
});

export const title = style({ margin: 0, fontSize: vars.size.lg });

// The card clips its overflow, so the focus ring goes inside.
export const link = style(stretchedLink("-3px"));

export const content = style({ color: vars.colour.ink, fontSize: vars.size.sm });

export const footer = style({
  marginTop: "auto",
  paddingTop: vars.space.sm,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  // Controls in the footer sit above the stretched link.
  position: "relative",
  zIndex: 1,
});
