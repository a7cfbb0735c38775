/**
 * Pagination: links to pages (`?page=3`), so every page has an address and
 * works without JavaScript.
 *
 *   <Pagination label="Pages" page={3} pageCount={12} hrefFor={(n) => `?page=${n}`}
 *               previousLabel="Previous" nextLabel="Next" pageLabel={(n) => `Page ${n}`} />
 *
 * The current page carries aria-current="page"; previous/next on the first/last
 * page are shown but not links. Spec 002 §9: 1 sibling each side on mobile,
 * 2 otherwise (the outer siblings are hidden below the tablet breakpoint).
 * Renders nothing for a single page.
 */
import { Link } from "@remix-run/react";

import { pageItems, PAGINATION_SIBLINGS } from "./page-items";
import * as styles from "./pagination.css";

export interface PaginationProps {
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
  pageLabel: (page: number) => string;
  className?: string;
}

export function Pagination({
  label,
  page,
  pageCount,
  hrefFor,
  previousLabel,
  nextLabel,
  pageLabel,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = pageItems(page, pageCount, PAGINATION_SIBLINGS.default);
  const edge = (target: number, text: string, enabled: boolean, rel: "prev" | "next") =>
    enabled ? (
      <Link to={hrefFor(target)} className={styles.link} rel={rel} preventScrollReset={false}>
        {text}
      </Link>
    ) : (
      <span className={`${styles.link} ${styles.disabled}`} data-disabled="">
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>{edge(page - 1, previousLabel, page > 1, "prev")}</li>
        {items.map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              {"…"}
            </li>
          ) : (
            <li
              key={item}
              className={
                Math.abs(item - page) > PAGINATION_SIBLINGS.mobile && item !== 1 && item !== pageCount
                  ? styles.far
                  : undefined
              }
            >
              <Link
                to={hrefFor(item)}
                className={styles.link}
                aria-current={item === page ? "page" : undefined}
                aria-label={pageLabel(item)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, nextLabel, page < pageCount, "next")}</li>
      </ul>
    </nav>
  );
}
