/**
 * EmptyState: "nothing here" for a list or widget, with an optional way on.
 *
 *   <EmptyState title="No matching results found" description? action?={<ButtonLink …/>}
 *               headingLevel?={2|3} live? id? />
 *
 * `live` makes it a polite status region, for lists that empty while the user
 * filters (screen readers hear the change). The icon is decorative.
 */
import type { ReactNode } from "react";

import * as styles from "./empty-state.css";

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  live?: boolean;
  id?: string;
}

export function EmptyState({ title, description, action, headingLevel = 2, live = false, id }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div id={id} className={styles.box} role={live ? "status" : undefined}>
      <svg
        aria-hidden="true"
        focusable="false"
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={styles.icon}
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4M8.5 11h5" />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
