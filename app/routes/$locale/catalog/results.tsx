import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

import type { ProductCardModel, ProductRowModel } from "~/catalog/product-model.server";
import { visibleCount } from "~/domain/catalog/paging";
import { visuallyHidden } from "~/ui/a11y.css";
import { Apart } from "~/ui/apart/apart";
import { buttonClassName } from "~/ui/button/button";
import { Card } from "~/ui/card/card";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { SkeletonGrid } from "~/ui/skeleton/skeleton";

import * as styles from "./catalog.css";
import type { CatalogPageData } from "./catalog-data.server";
import type { CatalogCopy } from "./catalog-page";

type Copy = CatalogCopy["results"];

/** Cards above the fold load at once (the largest paint); the rest when scrolled near. */
const EAGER_IMAGES = 4;

/**
 * The results: the count (a polite live region, so a filter's effect is
 * heard), the grid/table switch, the 4 × 3 card grid or the listing table,
 * "view more" (a link: ?page=n+1, landing on the first new product), skeleton
 * cards while JavaScript loads another view, and the empty state.
 */
export function Results({
  data,
  copy,
  id,
  loading,
  loadingMore,
}: {
  data: CatalogPageData;
  copy: Copy;
  id: string;
  loading: boolean;
  loadingMore: boolean;
}) {
  const previousPage = useRef(data.query.page);
  // After "view more" with JavaScript, focus moves to the first new product (as the link's #fragment does without it).
  useEffect(() => {
    if (data.query.page > previousPage.current) {
      document
        .getElementById(`product-${visibleCount(data.query.page - 1, Number.POSITIVE_INFINITY) + 1}`)
        ?.querySelector<HTMLElement>("a")
        ?.focus();
    }
    previousPage.current = data.query.page;
  }, [data.query.page]);

  return (
    <section aria-labelledby="catalog-count" id={id}>
      <h2 className={visuallyHidden}>{copy.label}</h2>
      <div className={styles.resultsHead}>
        <p id="catalog-count" className={styles.countLabel} role="status">
          {data.countLabel}
        </p>
        <ul className={styles.viewSwitch} aria-label={copy.viewLabel}>
          <li>
            <Link
              to={data.viewLinks.grid}
              className={styles.viewLink}
              aria-current={data.view === "grid" ? "page" : undefined}
              preventScrollReset
            >
              {copy.grid}
            </Link>
          </li>
          <li>
            <Link
              to={data.viewLinks.table}
              className={styles.viewLink}
              aria-current={data.view === "table" ? "page" : undefined}
              preventScrollReset
            >
              {copy.table}
            </Link>
          </li>
        </ul>
      </div>

      {loading ? (
        <SkeletonGrid count={data.behaviour.skeletonCards} label={copy.loading} />
      ) : data.total === 0 ? (
        <EmptyState
          title={copy.emptyTitle}
          description={copy.emptyBody}
          headingLevel={3}
          action={
            <Link to={data.basePath} className={buttonClassName({ variant: "secondary" })}>
              {copy.emptyAction}
            </Link>
          }
        />
      ) : data.view === "table" && data.rows ? (
        <ProductTable rows={data.rows} copy={copy} />
      ) : (
        <ul className={styles.grid}>
          {data.cards.map((card, index) => (
            <ProductCard key={card.id} card={card} index={index} copy={copy} />
          ))}
        </ul>
      )}

      {loadingMore ? <SkeletonGrid count={data.behaviour.skeletonCards} label={copy.loading} /> : null}
      {data.loadMore && !loading ? (
        <div className={styles.more}>
          <Link to={data.loadMore.href} className={buttonClassName({ variant: "secondary" })} preventScrollReset>
            {data.loadMore.label}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

function ProductCard({ card, index, copy }: { card: ProductCardModel; index: number; copy: Copy }) {
  return (
    <Card
      as="li"
      id={`product-${index + 1}`}
      title={card.label}
      href={card.href ?? undefined}
      newWindow={card.external}
      newWindowHint={copy.opensNewWindow}
      eyebrow={card.eyebrow}
      prefetch="intent"
      media={
        card.image ? (
          <img
            src={card.image.src}
            width={card.image.width}
            height={card.image.height}
            alt=""
            loading={index < EAGER_IMAGES ? "eager" : "lazy"}
            decoding="async"
            className={styles.image}
          />
        ) : null
      }
      footer={
        card.badges.length ? (
          <Apart>
            {card.badges.map((badge) => (
              <span key={badge} className={styles.badge}>
                {badge}
              </span>
            ))}
          </Apart>
        ) : null
      }
    >
      {card.hybrid ? <p className={styles.hybrid}>{card.hybrid}</p> : null}
      {card.positioning ? <p className={styles.positioning}>{card.positioning}</p> : null}
    </Card>
  );
}

function ProductTable({ rows, copy }: { rows: ProductRowModel[]; copy: Copy }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{copy.label}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {copy.product}
            </th>
            <th scope="col" className={styles.th}>
              {copy.description}
            </th>
            <th scope="col" className={styles.th}>
              {copy.downloads}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id} id={`product-${index + 1}`}>
              <th scope="row" className={styles.productCell}>
                {row.href ? (
                  <Link
                    to={row.href}
                    target={row.external ? "_blank" : undefined}
                    rel={row.external ? "noopener noreferrer" : undefined}
                  >
                    {row.label}
                    {row.external ? <span className={visuallyHidden}>{` (${copy.opensNewWindow})`}</span> : null}
                  </Link>
                ) : (
                  row.label
                )}
                {row.hybrid ? <p className={styles.hybrid}>{row.hybrid}</p> : null}
              </th>
              <td className={styles.descriptionCell}>
                <p className={styles.shortText}>{row.description.short}</p>
                {row.description.full ? (
                  <details>
                    <summary className={styles.summary}>{copy.showMore}</summary>
                    <p>{row.description.full}</p>
                  </details>
                ) : null}
              </td>
              <td className={styles.td}>
                {row.downloads.visible.length ? (
                  <ul className={styles.downloadList}>
                    {row.downloads.visible.map((d) => (
                      <li key={d.url}>
                        <a href={d.url}>{d.title}</a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  copy.noDownloads
                )}
                {row.downloads.hidden.length ? (
                  <details>
                    <summary className={styles.summary}>
                      {copy.moreDownloads.replace("{count}", String(row.downloads.hidden.length))}
                    </summary>
                    <ul className={styles.downloadList}>
                      {row.downloads.hidden.map((d) => (
                        <li key={d.url}>
                          <a href={d.url}>{d.title}</a>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
