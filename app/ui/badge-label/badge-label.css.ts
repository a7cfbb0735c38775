import { BADGE_ELLIPSIS } from "~/domain/content/badge";
import { cutLayout } from "~/ui/cut-text/cut-text.css";

/** A badge's one layout: cut on every screen. */
export const badgeLayouts = { badge: cutLayout(null, BADGE_ELLIPSIS) };
