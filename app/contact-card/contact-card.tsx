import { lazy, Suspense, useRef, useState } from "react";

import { useHydrated } from "~/ui/hooks/use-hydrated";

import * as styles from "./contact-card.css";
import type { ContactCardData } from "./contact-card-data";
import { DetailList } from "./detail-list";

/** The modal's code (Radix, ~13 KB gzip) loads the first time a grower opens one, not with the page. */
const ContactDialog = lazy(() => import("./contact-dialog"));

/**
 * A contact card: badge, name, description, the first ways to reach them, and 'VER MAIS' with everything. With
 * JavaScript 'VER MAIS' opens a modal (./contact-dialog.tsx) and focus comes back to it on close; without it, the
 * same content unfolds in place from a <details>. An advisor among others is a list item; a card on its own a
 * section named by its title.
 */
export function ContactCard({
  card,
  as: Element = "li",
  testId,
}: {
  card: ContactCardData;
  as?: "li" | "section";
  testId: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const seeMore = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    seeMore.current?.focus();
  };
  const titleId = `${card.id}-title`;
  return (
    <Element
      className={styles.card}
      data-testid={testId}
      {...(Element === "section" ? { "aria-labelledby": titleId } : {})}
    >
      <p className={styles.badge}>{card.badge}</p>
      <h3 id={titleId} className={styles.name}>
        {card.name}
      </h3>
      {card.description ? <p className={styles.description}>{card.description}</p> : null}
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
              <ContactDialog card={card} onClose={close} />
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
    </Element>
  );
}
