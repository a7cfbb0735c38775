/**
 * Tabs whose state is a URL parameter: each tab is a link to the same page
 * with another value (`?tab=seeds`), so a view can be shared, reloaded,
 * indexed and used without JavaScript.
 *
 *   <Tabs label="Product categories" current="seeds" controls?="results"
 *         items={[{ id: "all", label: "All", href: "?tab=all", count?: 154 }, …]} />
 *
 * ARIA: these are navigation links, not an ARIA tablist. role="tab" promises
 * arrow-key switching inside one document and panels that swap in place;
 * a link that loads another URL is announced truthfully as a link, and the
 * current one carries aria-current="page". Inside a <nav> named by `label`.
 * `controls` names the element the tabs update (the results). Links keep the
 * scroll position when JavaScript runs (preventScrollReset). The caller builds
 * each href (so it can, e.g., drop the page number when the tab changes).
 */
import { Link } from "@remix-run/react";

import * as styles from "./tabs.css";

interface TabItem {
  id: string;
  label: string;
  href: string;
  /** Shown beside the label (e.g. results in that tab). */
  count?: number;
}

export interface TabsProps {
  label: string;
  items: readonly TabItem[];
  current: string;
  controls?: string;
  className?: string;
}

export function Tabs({ label, items, current, controls, className }: TabsProps) {
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(" ")}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              className={styles.tab}
              aria-current={item.id === current ? "page" : undefined}
              aria-controls={controls}
              preventScrollReset
            >
              {item.label}
              {item.count !== undefined ? (
                <>
                  {" "}
                  <span className={styles.count}>{item.count}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
