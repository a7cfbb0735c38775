import { lazy, Suspense, useRef, useState } from "react";

import { useHydrated } from "~/ui/hooks/use-hydrated";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./contact-card.css";
import { DetailList } from "./detail-list";
import type { AdvisorCardData, ContactDetail } from "./view.server";

/** The modal's code (Radix, ~13 KB gzip) loads the first time a grower opens one, not with the page. */
const AdvisorDialog = lazy(() => import("./advisor-dialog"));

export interface ContactPageData {
  heading: string;
  lead: string;
  company: { title: string; details: ContactDetail[] };
  advisors: { heading: string; lead: string; cards: AdvisorCardData[] } | null;
  unavailable: string | null;
}

/** The contact page: the company card, then the member's advisors (spec 001 §2). */
export function ContactPage({ data }: { data: ContactPageData }) {
  return (
    <div className={`${container} ${pageBlock}`}>
      <h1 className={styles.heading}>{data.heading}</h1>
      <p className={styles.lead}>{data.lead}</p>
      {data.unavailable ? (
        <p className={styles.note} role="status">
          {data.unavailable}
        </p>
      ) : null}
      <section aria-labelledby="company-card" className={styles.card} data-testid="company-card">
        <h2 id="company-card" className={styles.cardTitle}>
          {data.company.title}
        </h2>
        <DetailList details={data.company.details} className={styles.details} />
      </section>
      {data.advisors ? (
        <section aria-labelledby="advisors-heading" className={styles.advisors}>
          <h2 id="advisors-heading" className={styles.sectionHeading}>
            {data.advisors.heading}
          </h2>
          <p className={styles.muted}>{data.advisors.lead}</p>
          <ul className={styles.advisorGrid}>
            {data.advisors.cards.map((card) => (
              <AdvisorCard key={card.id} card={card} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * An advisor's card: name, badge, the first ways to reach them, and 'VER MAIS'
 * with everything. With JavaScript 'VER MAIS' opens a modal (./advisor-dialog.tsx)
 * and focus comes back to it on close; without it, the same content unfolds in
 * place from a <details>.
 */
function AdvisorCard({ card }: { card: AdvisorCardData }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const seeMore = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    seeMore.current?.focus();
  };
  return (
    <li className={styles.advisorCard} data-testid="advisor-card">
      <p className={styles.badge}>{card.badge}</p>
      <h3 className={styles.advisorName}>{card.name}</h3>
      <DetailList details={card.summary} className={styles.details} />
      {hydrated ? (
        <>
          <button
            ref={seeMore}
            type="button"
            className={styles.seeMore}
            aria-label={card.seeMore.ariaLabel}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            {card.seeMore.label}
          </button>
          {open ? (
            <Suspense fallback={null}>
              <AdvisorDialog card={card} onClose={close} />
            </Suspense>
          ) : null}
        </>
      ) : (
        <details className={styles.more}>
          <summary className={styles.seeMore} aria-label={card.seeMore.ariaLabel}>
            {card.seeMore.label}
          </summary>
          <DetailList details={card.details} className={styles.details} />
        </details>
      )}
    </li>
  );
}
