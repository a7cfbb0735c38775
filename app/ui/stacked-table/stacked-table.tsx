import type { ReactNode } from "react";

import * as styles from "./stacked-table.css";

export interface StackedRow {
  key: string;
  /** One per column; the first is the row's header. */
  cells: readonly ReactNode[];
}

/**
 * A table that fits a phone (issue 27): columns from the tablet width up; below it, each row is a block of
 * "label: value" lines, every value labelled by its column (./stacked-table.css.ts). The labels come from `columns`,
 * so no cell can be left without one.
 */
export function StackedTable({
  columns,
  rows,
  className,
}: {
  columns: readonly string[];
  rows: readonly StackedRow[];
  className?: string;
}) {
  return (
    <table className={className ? `${styles.table} ${className}` : styles.table}>
      <thead className={styles.head}>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={styles.cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.body}>
        {rows.map((row) => (
          <tr key={row.key} className={styles.row}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className={styles.cell} data-label={columns[index]}>
                  {cell}
                </th>
              ) : (
                <td key={index} className={styles.cell} data-label={columns[index]}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
