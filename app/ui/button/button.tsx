/**
 * Button and ButtonLink: the portal's one look for actions.
 *
 *   <Button variant="primary" | "secondary" | "ghost" size="md" | "sm" block? loading? loadingLabel? type="button" ...>
 *   <ButtonLink to="/es-ar/catalogo" variant size block? ...Remix <Link> props>
 *   buttonClassName({ variant, size, block }) — the same classes for anything else (a <summary>, a plain <a>).
 *
 * `type` defaults to "button" (pass "submit" in forms). `loading` disables the
 * button, sets aria-busy and shows a spinner; `loadingLabel` (translated) then
 * replaces the text for everyone, screen readers included. Tap targets are
 * 44 px (md) or 36 px (sm) tall, both above WCAG 2.2's 24 px.
 */
import { Link, type LinkProps } from "@remix-run/react";
import { type ButtonHTMLAttributes, forwardRef } from "react";

import * as styles from "./button.css";

export interface ButtonLook {
  variant?: styles.ButtonVariants["variant"];
  size?: styles.ButtonVariants["size"];
  /** Full width of its container. */
  block?: boolean;
}

export function buttonClassName(
  { variant = "primary", size = "md", block = false }: ButtonLook = {},
  extra?: string,
): string {
  const { base, variants } = styles.buttonClasses;
  return [base, variants.variant[variant], variants.size[size], block ? variants.block.true : null, extra]
    .filter(Boolean)
    .join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  loading?: boolean;
  loadingLabel?: string;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading = false, loadingLabel, className, children, type = "button", disabled, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span aria-hidden="true" className={styles.spinner} /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
});

export interface ButtonLinkProps extends LinkProps, ButtonLook {}

export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, block, className, ...rest },
  ref,
) {
  return <Link ref={ref} className={buttonClassName({ variant, size, block }, className)} {...rest} />;
});
