import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

import { BREAKPOINTS } from "~/ui/breakpoints";
import { MEDIA, vars } from "~/ui/theme.css";

/** The tablet range only: from the tablet breakpoint to just below the desktop one. */
const TABLET_ONLY = `screen and (min-width: ${BREAKPOINTS.tablet}px) and (max-width: ${BREAKPOINTS.desktop - 0.02}px)`;

/**
 * The server renders the page the URL names (12 cards unless `?size` says
 * less); a phone shows its first 6 and a tablet its first 8, and each screen's
 * own pager continues from there (decision 0033).
 */
export const grid = style({ marginBottom: vars.space.lg });
globalStyle(`${grid} > li:nth-child(n+7)`, { "@media": { [MEDIA.belowTablet]: { display: "none" } } });
globalStyle(`${grid} > li:nth-child(n+9)`, { "@media": { [TABLET_ONLY]: { display: "none" } } });

/** One pager per screen size; only the one for the screen in use is displayed (and so announced). */
export const pager = styleVariants({
  mobile: { "@media": { [MEDIA.tablet]: { display: "none" } } },
  tablet: { display: "none", "@media": { [TABLET_ONLY]: { display: "block" } } },
  desktop: { display: "none", "@media": { [MEDIA.desktop]: { display: "block" } } },
});
