import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";

import * as loyalty from "~/loyalty/loyalty.css";

import type { InvoiceRow } from "./invoice-view.server";
import * as styles from "./invoices.css";

type InvoiceLabels = Record<"key" | "registered" | "updated" | "distributor" | "points" | "reason", string>;

/** The card's field names, translated in the loader of each page that shows cards (the list, one invoice). */
export function invoiceLabels(t: TFunction): InvoiceLabels {
  return {
    key: t("list.key"),
    registered: t("list.registered"),
    updated: t("list.updated"),
    distributor: t("list.distributor"),
    points: t("list.pointsLabel"),
    reason: t("list.reason"),
  };
}

/**
 * One invoice (issue 32): its number linking to its status page, its status badge, key, distributor, dates, points,
 * the programme's reason when refused, and the ledger movement its points are. In the list an item, alone a block.
 */
export function InvoiceCard({ row, labels, as = "li" }: { row: InvoiceRow; labels: InvoiceLabels; as?: "li" | "div" }) {
  const Tag = as;
  return (
    <Tag className={loyalty.panel} data-invoice={row.accessKey} data-state={row.state}>
      <div className={styles.actions}>
        <Link to={row.href} className={styles.link}>
          {row.title}
        </Link>{" "}
        <span className={`${loyalty.badge} ${loyalty.badgeTone[row.tone]}`}>{row.stateLabel}</span>
      </div>
      <dl className={loyalty.rows}>
        <Pair term={labels.key} value={<span className={styles.key}>{row.key}</span>} />
        <Pair term={labels.distributor} value={row.distributor} />
        <Pair term={labels.registered} value={row.registered} />
        <Pair term={labels.updated} value={row.updated} />
        <Pair term={labels.points} value={row.points} />
        {row.reason ? <Pair term={labels.reason} value={row.reason} /> : null}
      </dl>
      {row.movement ? (
        <p>
          <Link to={row.movement.href} className={styles.link} data-movement={row.movement.number}>
            {row.movement.label}
          </Link>
        </p>
      ) : null}
    </Tag>
  );
}

function Pair({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className={loyalty.row}>
      <dt className={loyalty.term}>{term}</dt>
      <dd className={loyalty.value}>{value}</dd>
    </div>
  );
}
