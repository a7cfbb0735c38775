import type { ReactNode } from "react";

import * as styles from "./accordion.css";

/**
 * Sections that open and close: native <details>/<summary>, which need no
 * JavaScript, are reached and toggled from the keyboard (Enter, Space) and
 * tell assistive technology whether they are expanded. Shared by the
 * accordion and the FAQ.
 */
export function DisclosureList({
  items,
}: {
  items: readonly { key: string; summary: ReactNode; open: boolean; body: ReactNode }[];
}) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.key} className={styles.item} open={item.open || undefined}>
          <summary className={styles.summary}>{item.summary}</summary>
          <div className={styles.panel}>{item.body}</div>
        </details>
      ))}
    </div>
  );
}
