import type { ReactNode } from "react";

import * as dashboard from "./dashboard.css";
import * as styles from "./field-map.css";

/**
 * A field page's table (the season's fields, the map's, the history's): its caption names it and the region around
 * it, which scrolls sideways on a phone. `compact` lets it be narrower than the page's usual table minimum.
 */
export function ScrollTable({
  caption,
  compact = false,
  children,
}: {
  caption: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    // A region that scrolls sideways must take the focus, so a keyboard can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={dashboard.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={compact ? `${dashboard.table} ${styles.compactTable}` : dashboard.table}>
        <caption className={dashboard.caption}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
