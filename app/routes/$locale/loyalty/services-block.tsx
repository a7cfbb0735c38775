import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { SERVICES_STEP } from "~/domain/loyalty/service-filters";
import { FiltersForm } from "~/loyalty/filters-form";
import * as shared from "~/loyalty/loyalty.css";
import type { ServiceCardData, ServicesBlockData } from "~/loyalty/view-types";
import { visuallyHidden } from "~/ui/a11y.css";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ExternalIcon } from "~/ui/icons/icons";
import { StarRating } from "~/ui/star-rating/star-rating";
import { MEDIA } from "~/ui/theme.css";

import * as styles from "./services-block.css";

/** The anchor of the services block (spec 001 §2: #resgate scrolls to it). */
const SERVICES_ANCHOR = "resgate";

/**
 * Recommended services redeemable with points (spec 001 §2 §4 §9): filters by
 * crop, journey, category and points band in a GET form (back to page 1),
 * cards in 4 columns, 'load more' as a link to the next page, which shows
 * every card up to it: 8 more on mobile, 16 on desktop. With JavaScript the
 * link loads in place and focus moves to the first new card. A failure or an
 * empty list shows the placeholder empty state.
 */
export function ServicesBlock({ data }: { data: ServicesBlockData }) {
  const list = useRef<HTMLUListElement>(null);
  const previousPage = useRef(data.page);
  useEffect(() => {
    // After 'load more' in place, the first new card takes the focus (it is where reading goes on).
    if (data.page > previousPage.current && list.current) {
      const step = window.matchMedia(MEDIA.belowTablet).matches ? SERVICES_STEP.mobile : SERVICES_STEP.desktop;
      list.current.querySelector<HTMLAnchorElement>(`[data-index="${step * previousPage.current}"] a`)?.focus();
    }
    previousPage.current = data.page;
  }, [data.page]);

  return (
    <section id={SERVICES_ANCHOR} aria-labelledby="services-heading" className={styles.block}>
      <h2 id="services-heading" className={shared.sectionHeading}>
        {data.heading}
      </h2>
      <p className={shared.lead}>{data.lead}</p>
      {data.steps ? (
        <div className={`${shared.notice} ${shared.noticeInfo}`}>
          <div>
            <h3 className={styles.stepsHeading}>{data.steps.heading}</h3>
            <ol className={styles.steps}>
              {data.steps.items.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <a
              href={data.steps.connect.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: "primary" })}
            >
              {data.steps.connect.label}
              <span className={visuallyHidden}>{` (${data.steps.connect.newWindow})`}</span>
              <ExternalIcon size={18} />
            </a>
          </div>
        </div>
      ) : null}
      <FiltersForm form={data.form} anchor={SERVICES_ANCHOR} idPrefix="services" />
      <p role="status" className={shared.muted}>
        {data.status ? (
          <>
            {data.status.before}
            <span className={styles.count} data-mobile-count={data.status.mobileCount}>
              <span>{data.status.count}</span>
            </span>
            {data.status.after}
          </>
        ) : null}
      </p>
      {data.state === "empty" ? (
        <EmptyState title={data.empty.title} description={data.empty.body} headingLevel={3} />
      ) : (
        <ul ref={list} className={styles.grid} aria-label={data.listLabel}>
          {data.cards.map((card, index) => (
            <ServiceCard
              key={card.id}
              card={card}
              index={index}
              desktopOnly={index >= data.mobileCount}
              newWindow={data.newWindow}
              previousCostLabel={data.previousCostLabel}
            />
          ))}
        </ul>
      )}
      {data.more ? (
        <p className={`${styles.more} ${data.more.mobileOnly ? styles.mobileOnly : ""}`}>
          <Link
            to={`${data.more.href}#${SERVICES_ANCHOR}`}
            preventScrollReset
            className={buttonClassName({ variant: "secondary" })}
          >
            {data.more.label}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function ServiceCard({
  card,
  index,
  desktopOnly,
  newWindow,
  previousCostLabel,
}: {
  card: ServiceCardData;
  index: number;
  desktopOnly: boolean;
  newWindow: string;
  previousCostLabel: string;
}) {
  return (
    <li className={`${styles.card} ${desktopOnly ? styles.desktopOnly : ""}`} data-index={index}>
      <div className={styles.media}>
        {card.image ? <img src={card.image} alt="" width={320} height={200} loading="lazy" decoding="async" /> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.vendor}>{card.vendor}</p>
        <h3 className={styles.name}>{card.name}</h3>
        <p className={styles.category}>{card.category}</p>
        {card.tag ? <p className={styles.tag}>{card.tag}</p> : null}
        <p className={styles.cost}>
          {card.previousCost ? (
            <>
              <span className={visuallyHidden}>{previousCostLabel}</span>{" "}
              <s className={styles.previous}>{card.previousCost}</s>{" "}
            </>
          ) : null}
          <strong>{card.cost}</strong>
        </p>
        <p className={styles.stars}>
          <StarRating count={card.stars} label={card.starsText} />
        </p>
        <p className={styles.cta}>
          <a
            href={card.button.href}
            target={card.button.newWindow ? "_blank" : undefined}
            rel={card.button.newWindow ? "noopener noreferrer" : undefined}
            className={buttonClassName({
              variant: card.button.kind === "redeem" || card.button.kind === "free" ? "primary" : "secondary",
              block: true,
            })}
            data-button={card.button.kind}
          >
            {card.button.label}
            <span className={visuallyHidden}>{` — ${card.name}${card.button.newWindow ? ` (${newWindow})` : ""}`}</span>
          </a>
          {card.button.hint ? (
            <>
              {" "}
              <span className={styles.hint}>{card.button.hint}</span>
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}
