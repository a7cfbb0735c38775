import { visuallyHidden } from "~/ui/a11y.css";

import * as shared from "./loyalty.css";
import * as styles from "./transaction-details.css";
import type { TransactionDetailData } from "./view-types";

function Rows({ rows }: { rows: { term: string; value: string }[] }) {
  return (
    <dl className={shared.rows}>
      {rows.map((row) => (
        <div key={row.term} className={shared.row}>
          <dt className={shared.term}>{row.term}</dt>
          <dd className={shared.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A transaction's details (spec 001 §3): date, category, state and points;
 * the invoice; the order's items (descriptions cut to 30 characters, the whole
 * text in the cell's title for sighted mouse users and in a hidden span for
 * screen readers), subtotal, shipping and total; a transfer's sender and receiver.
 */
export function TransactionDetails({
  detail,
  headingLevel = 3,
}: {
  detail: TransactionDetailData;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.details}>
      <p className={styles.headline}>
        <span className={`${shared.pointsTone[detail.tone]} ${styles.points}`}>{detail.points}</span>
        <span className={`${shared.badge} ${shared.badgeTone[detail.state]}`}>{detail.stateLabel}</span>
      </p>
      <Rows rows={detail.summary} />
      {detail.invoice ? (
        <section className={styles.block}>
          <Heading className={styles.blockHeading}>{detail.invoice.heading}</Heading>
          <Rows rows={detail.invoice.rows} />
        </section>
      ) : null}
      {detail.order ? (
        <section className={styles.block}>
          <Heading className={styles.blockHeading}>{detail.order.heading}</Heading>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{detail.order.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{detail.order.columns.quantity}</th>
                  <th scope="col">{detail.order.columns.description}</th>
                  <th scope="col" className={styles.numeric}>
                    {detail.order.columns.points}
                  </th>
                </tr>
              </thead>
              <tbody>
                {detail.order.items.map((item, index) => (
                  <tr key={index}>
                    <td>{item.quantity}</td>
                    <td title={item.fullDescription}>
                      <span aria-hidden="true">{item.description}</span>
                      <span className={visuallyHidden}>{item.fullDescription}</span>
                    </td>
                    <td className={styles.numeric}>{item.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Rows rows={detail.order.totals} />
        </section>
      ) : null}
      {detail.transfer ? (
        <section className={styles.block}>
          <Heading className={styles.blockHeading}>{detail.transfer.heading}</Heading>
          <Rows rows={detail.transfer.rows} />
        </section>
      ) : null}
    </div>
  );
}
