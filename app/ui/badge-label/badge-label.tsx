import type { BadgeLabel as Label } from "~/domain/content/badge";
import { CutText } from "~/ui/cut-text/cut-text";

import { badgeLayouts } from "./badge-label.css";

/**
 * A badge's label (spec 002 §9), inside the badge's own box: cut to 11 characters plus '...' when over 14, written
 * whole (screen readers and text browsers read it whole, once), the whole label as the tooltip.
 */
export function BadgeLabel({ badge, className }: { badge: Label; className: string }) {
  return (
    <span className={className} title={badge.full ?? undefined}>
      <CutText pieces={badge.pieces} layouts={badgeLayouts} />
    </span>
  );
}
