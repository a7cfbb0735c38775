import { useRevalidator } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";

import { ButtonLink } from "../button/button";
import { container, pageBlock } from "../layout.css";
import * as styles from "./status-card.css";

export type StatusTone = styles.StatusTone;

export interface StatusCardProps {
  /** The page's heading, above the card. */
  heading: string;
  tone: StatusTone;
  /** The state's own name, for tests and styles (`data-state`). */
  state: string;
  /** The card's title's id: its name, and where links to the state point. */
  titleId: string;
  title: string;
  body: string;
  /** More that belongs to the announced state (a voucher's number). */
  details?: ReactNode;
  receivedAt: { iso: string; text: string };
  /** While the work goes on, the page again (without JavaScript the only way to see news): first under the card. */
  checkAgain: { label: string; href: string } | null;
  /** The other links under the card (contact, back). */
  actions: ReactNode;
  /** While the work goes on, how often to look again (JavaScript on); null when it is over. */
  refreshMs: number | null;
}

/**
 * While the outbox is still at work, look again now and then (JavaScript on):
 * a revalidation of this page's data, skipped while the tab is hidden or a load
 * is already under way. Without JavaScript the "check again" link does the same.
 */
function useRefreshEvery(ms: number | null) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!ms) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [ms, revalidator]);
}

/**
 * A submission's status page (the outbox's receipt, a voucher's confirmation): the heading, then a card toned by
 * the state whose title and text are a polite live region, when it was received, and the page's links.
 */
export function StatusCard({
  heading,
  tone,
  state,
  titleId,
  title,
  body,
  details,
  receivedAt,
  checkAgain,
  actions,
  refreshMs,
}: StatusCardProps) {
  useRefreshEvery(refreshMs);
  return (
    <div className={`${container} ${pageBlock}`}>
      <h1 className={styles.heading}>{heading}</h1>
      <section
        className={`${styles.cardClasses.base} ${styles.cardClasses.tone[tone]}`}
        aria-labelledby={titleId}
        data-state={state}
      >
        {/* A polite live region: the state a refresh brings is announced without interrupting. */}
        <div role="status" className={styles.status}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.body}>{body}</p>
          {details}
        </div>
        <p className={styles.when}>
          <time dateTime={receivedAt.iso}>{receivedAt.text}</time>
        </p>
        <div className={styles.actions}>
          {checkAgain ? (
            <ButtonLink to={checkAgain.href} variant="secondary" replace>
              {checkAgain.label}
            </ButtonLink>
          ) : null}
          {actions}
        </div>
      </section>
    </div>
  );
}
