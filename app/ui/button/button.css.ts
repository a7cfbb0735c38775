import { keyframes, style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";

import { vars } from "../theme.css";

/** What a hovered button that can be pressed looks like (a disabled one stays as it is). */
const PRESSABLE_HOVER = "&:hover:not(:disabled):not([aria-disabled='true'])";

/** The portal's one look for actions: a variant (primary, secondary, ghost), a size (md, sm), and full width or not. */
const button = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    borderRadius: vars.radius.pill,
    border: "2px solid transparent",
    fontWeight: 700,
    lineHeight: 1.2,
    textDecoration: "none",
    cursor: "pointer",
    // A label longer than the phone is wide wraps inside the button (issue 27: "Descargar CSV del extracto del …"
    // made the history page 616 px wide); a row of buttons wraps before any label does.
    maxWidth: "100%",
    textAlign: "center",
    transition: "background-color 0.15s, border-color 0.15s, color 0.15s",
    selectors: {
      "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.6 },
    },
  },
  variants: {
    size: {
      md: { minHeight: "44px", padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.size.md },
      sm: { minHeight: "36px", padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.size.sm },
    },
    variant: {
      primary: {
        background: vars.colour.brand,
        color: vars.colour.onBrand,
        selectors: { [PRESSABLE_HOVER]: { background: vars.colour.brandDark } },
      },
      secondary: {
        background: vars.colour.surface,
        color: vars.colour.brand,
        borderColor: vars.colour.brand,
        selectors: { [PRESSABLE_HOVER]: { background: vars.colour.brandTint } },
      },
      ghost: {
        background: "transparent",
        color: vars.colour.brand,
        textDecoration: "underline",
        textUnderlineOffset: "0.15em",
        selectors: { [PRESSABLE_HOVER]: { background: vars.colour.brandTint } },
      },
    },
    block: { true: { width: "100%" } },
  },
  defaultVariants: { variant: "primary", size: "md", block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/**
 * The recipe's classes, which buttonClassName puts together: exporting the recipe itself would ship its runtime to
 * every page that hydrates (decision 0063).
 */
export const buttonClasses = { base: button.classNames.base, variants: button.classNames.variants };

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "1em",
  height: "1em",
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
});
