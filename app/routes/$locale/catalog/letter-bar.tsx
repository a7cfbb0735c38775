import { Link } from "@remix-run/react";

import { visuallyHidden } from "~/ui/a11y.css";

import * as styles from "./catalog.css";
import type { CatalogPageData } from "./catalog-data.server";
import type { CatalogCopy } from "./catalog-page";

/**
 * The A–Z bar (spec 002 §2 §4 §5): each letter a link (state in the URL); a
 * letter no product starts with is shown but not a link (and says so to screen readers). Up to 27 letters sit
 * left-aligned, 28 to 36 spread across, more than 36 scroll sideways.
 */
export function LetterBar({ data, copy }: { data: CatalogPageData; copy: CatalogCopy["letters"] }) {
  return (
    <nav aria-label={copy.label} className={styles.letterNav}>
      <ul className={styles.letterList[data.letterLayout]} data-layout={data.letterLayout}>
        <li>
          <Link
            to={data.allLettersHref}
            className={styles.letter}
            aria-current={data.query.letter === null ? "true" : undefined}
            preventScrollReset
          >
            {copy.all}
          </Link>
        </li>
        {data.letters.map((entry) => (
          <li key={entry.letter}>
            {entry.enabled || entry.current ? (
              <Link
                to={entry.href}
                className={styles.letter}
                aria-current={entry.current ? "true" : undefined}
                preventScrollReset
              >
                {entry.letter}
              </Link>
            ) : (
              <span className={`${styles.letter} ${styles.letterDisabled}`}>
                {entry.letter}
                <span className={visuallyHidden}>{` (${copy.disabled})`}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
