import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { BREAKPOINTS } from "~/ui/breakpoints";
import { ButtonLink } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { ResponsiveImage } from "~/ui/image/responsive-image";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./courses.css";
import type { GalleryView, ReadyGallery } from "./view.server";

/** One column on phones, two from tablets, four on desktop (courses.css.ts: grid) inside the 1200 px container. */
const COURSE_CARD_SIZES = `(min-width: ${BREAKPOINTS.desktop}px) 280px, (min-width: ${BREAKPOINTS.tablet}px) 50vw, 100vw`;

/**
 * The course gallery (spec 001 §2 §4 §9): cards with the category chip, the
 * title, the units and 'view course'; 8 courses, then 8 more through a link
 * (?page=2) that works without JavaScript. With it, the link loads in place
 * and focus moves to the first new course, where reading goes on.
 */
export function CourseGallery({ data }: { data: GalleryView }) {
  return (
    <div className={`${container} ${pageBlock}`}>
      <h1 className={styles.heading}>{data.heading}</h1>
      <p className={styles.lead}>{data.lead}</p>
      {data.state === "error" ? (
        <ErrorState
          title={data.error.title}
          subtitle={data.error.subtitle}
          action={{ ...data.error.retry, reloadDocument: true }}
        />
      ) : data.empty ? (
        <EmptyState title={data.empty} />
      ) : (
        <Cards data={data} />
      )}
    </div>
  );
}

function Cards({ data }: { data: ReadyGallery }) {
  const list = useRef<HTMLUListElement>(null);
  const previousPage = useRef(data.page);
  useEffect(() => {
    if (data.page > previousPage.current && list.current) {
      list.current.querySelector<HTMLAnchorElement>(`[data-index="${data.step * previousPage.current}"] a`)?.focus();
    }
    previousPage.current = data.page;
  }, [data.page, data.step]);

  return (
    <>
      <ul ref={list} className={styles.grid} aria-label={data.listLabel}>
        {data.cards.map((card, index) => (
          <li key={card.id} data-index={index}>
            <article className={styles.card} aria-labelledby={`course-${card.id}`}>
              <ResponsiveImage
                image={{ src: card.image, alt: "", width: 320, height: 200 }}
                sizes={COURSE_CARD_SIZES}
                className={styles.image}
              />
              <div className={styles.cardBody}>
                <p className={styles.chip}>{card.category}</p>
                <h2 id={`course-${card.id}`} className={styles.cardTitle}>
                  {card.title}
                </h2>
                <p className={styles.units}>{card.units}</p>
                <div className={styles.cardAction}>
                  <ButtonLink to={card.href} variant="secondary" size="sm" aria-label={card.view.ariaLabel}>
                    {card.view.label}
                  </ButtonLink>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className={styles.moreRow}>
        <p className={styles.muted} aria-live="polite">
          {data.shown}
        </p>
        {data.more ? (
          <Link to={data.more.href} preventScrollReset className={styles.back}>
            {data.more.label}
          </Link>
        ) : null}
      </div>
    </>
  );
}
