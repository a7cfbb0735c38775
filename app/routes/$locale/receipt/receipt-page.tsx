import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

import { ButtonLink } from "~/ui/button/button";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./receipt.css";
import type { ReceiptView } from "./receipt-view.server";

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

export function ReceiptPage({ view }: { view: ReceiptView }) {
  useRefreshEvery(view.refreshMs);
  return (
    <div className={`${container} ${pageBlock}`}>
      <h1 className={styles.heading}>{view.heading}</h1>
      <section
        className={`${styles.card} ${styles.tone[view.state]}`}
        aria-labelledby="receipt-state"
        data-state={view.state}
      >
        {/* A polite live region: the state a refresh brings is announced without interrupting. */}
        <div role="status">
          <h2 id="receipt-state" className={styles.title}>
            {view.title}
          </h2>
          <p className={styles.body}>{view.body}</p>
        </div>
        <p className={styles.when}>
          <time dateTime={view.receivedAt.iso}>{view.receivedAt.text}</time>
        </p>
        <div className={styles.actions}>
          {view.checkAgain ? (
            <ButtonLink to={view.checkAgain.href} variant="secondary" replace>
              {view.checkAgain.label}
            </ButtonLink>
          ) : null}
          {view.contact ? <ButtonLink to={view.contact.href}>{view.contact.label}</ButtonLink> : null}
        </div>
      </section>
    </div>
  );
}
