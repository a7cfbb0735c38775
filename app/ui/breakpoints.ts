/**
 * The layout breakpoints of spec 002 §9, as plain numbers (for scripts) and as
 * media queries (for styles and `matchMedia`). No CSS here, so pure modules
 * such as the mega-menu rules can import it.
 */
export const BREAKPOINTS = {
  /** Phones end and tablets begin. */
  tablet: 540,
  /** Desktop menu: a deep section opens a mega menu from this width up. */
  desktop: 1200,
  /** Ultra-wide banners: strictly above this width. */
  wide: 1440,
} as const;

export const MEDIA = {
  belowTablet: `screen and (max-width: ${BREAKPOINTS.tablet - 0.02}px)`,
  tablet: `screen and (min-width: ${BREAKPOINTS.tablet}px)`,
  desktop: `screen and (min-width: ${BREAKPOINTS.desktop}px)`,
  belowDesktop: `screen and (max-width: ${BREAKPOINTS.desktop - 0.02}px)`,
  wide: `screen and (min-width: ${BREAKPOINTS.wide + 1}px)`,
} as const;

/** Whether a window of this width shows the desktop menu. */
export function isDesktopWidth(width: number): boolean {
  return width >= BREAKPOINTS.desktop;
}
