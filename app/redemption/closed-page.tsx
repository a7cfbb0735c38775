import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";

import type { ClosedPage } from "./access.server";
import * as styles from "./redemption.css";

/** Why the grower cannot redeem here (not enrolled, not the head grower), or the programme's error state. */
export function ClosedRedemption({ page }: { page: ClosedPage }) {
  return (
    <div className={`${container} ${pageBlock} ${styles.stack}`}>
      <h1 className={styles.heading}>{page.heading}</h1>
      {page.retry ? (
        <ErrorState title={page.title} subtitle={page.body} action={{ ...page.retry, reloadDocument: true }} />
      ) : (
        <section className={styles.panel} aria-labelledby="closed-title">
          <h2 id="closed-title" className={styles.panelTitle}>
            {page.title}
          </h2>
          <p className={styles.lead}>{page.body}</p>
        </section>
      )}
    </div>
  );
}
