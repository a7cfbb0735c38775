import { Link } from "@remix-run/react";

import * as styles from "~/redemption/redemption.css";
import type { RequestDetails, RequestRow } from "~/redemption/requests-view.server";

function StatusBadge({ status }: { status: RequestRow["status"] }) {
  return <span className={styles.statusBadge[status.tone]}>{status.label}</span>;
}

/** The List view: each request's amount, status with its date, what happens next, and a link to its details. */
export function RequestList({ rows, label }: { rows: RequestRow[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={styles.panel} data-request={row.id} data-status={row.status.label}>
          <h2 className={styles.panelTitle}>
            <Link to={row.href} className={styles.textLink}>
              {row.title}
            </Link>
          </h2>
          <p className={styles.definition}>
            {row.type} · {row.amount}
          </p>
          <p className={styles.definition}>
            <StatusBadge status={row.status} /> <time dateTime={row.status.at.iso}>{row.status.since}</time>
          </p>
          <p className={styles.lead}>{row.status.next}</p>
        </li>
      ))}
    </ul>
  );
}

/** The Details view: the request as sent, its current status and what happens next, and every status it went through. */
export function RequestDetailsView({ details }: { details: RequestDetails }) {
  return (
    <>
      <section className={styles.panel} aria-labelledby="next-heading">
        <p className={styles.definition}>
          <StatusBadge status={details.status} /> <time dateTime={details.status.at.iso}>{details.status.since}</time>
        </p>
        <h2 id="next-heading" className={styles.panelTitle}>
          {details.nextHeading}
        </h2>
        <p className={styles.definition}>{details.status.next}</p>
      </section>
      <dl className={styles.facts}>
        {details.facts.map((fact) => (
          <div key={fact.label} className={styles.row}>
            <dt className={styles.term}>{fact.label}</dt>
            <dd className={styles.definition}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="history-heading" className={styles.stack}>
        <h2 id="history-heading" className={styles.panelTitle}>
          {details.historyHeading}
        </h2>
        <ol className={styles.list}>
          {details.history.map((step) => (
            <li key={step.at.iso + step.label}>
              <span className={styles.term}>{step.label}</span> · <time dateTime={step.at.iso}>{step.at.text}</time>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
