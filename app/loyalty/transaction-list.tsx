import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";

import { CutText } from "~/ui/cut-text/cut-text";

import * as shared from "./loyalty.css";
import * as styles from "./transaction-list.css";
import type { TransactionRowData } from "./view-types";

/**
 * Transactions as a list (spec 001 §2 §9): date dd/mm/yyyy and time HH:mm,
 * the description cut to 20 characters under 540 px and 40 otherwise (the
 * whole text is the link's accessible name), the category, the points and
 * the state in words. Each row links to its detail page; with JavaScript the
 * history page opens the side sheet instead (`onOpen`).
 */
export function TransactionList({
  rows,
  label,
  onOpen,
  id,
}: {
  rows: readonly TransactionRowData[];
  label: string;
  onOpen?: (row: TransactionRowData, event: MouseEvent<HTMLAnchorElement>) => void;
  id?: string;
}) {
  return (
    <ol className={styles.list} aria-label={label} id={id}>
      {rows.map((row) => (
        <li key={row.number} className={styles.item}>
          <p className={styles.when}>
            {/* A space: the date and the time apart in a text browser too. */}
            <span>{row.date}</span> <span className={styles.time}>{row.time}</span>
          </p>
          <div className={styles.what}>
            <Link
              to={row.href}
              className={styles.link}
              aria-label={row.linkLabel}
              onClick={onOpen ? (event) => onOpen(row, event) : undefined}
              data-transaction={row.number}
            >
              <CutText pieces={row.description} layouts={styles.descriptionLayouts} />
            </Link>{" "}
            <span className={styles.category}>{row.category}</span>
          </div>
          <p className={styles.state}>
            <span className={`${shared.badge} ${shared.badgeTone[row.state]}`}>{row.stateLabel}</span>
          </p>
          <p className={`${styles.points} ${shared.pointsTone[row.tone]}`}>{row.points}</p>
        </li>
      ))}
    </ol>
  );
}
