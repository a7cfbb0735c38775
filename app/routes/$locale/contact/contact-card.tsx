import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

import { useHydrated } from "~/ui/hooks/use-hydrated";
import { ChatIcon, ClockIcon, CloseIcon, GlobeIcon, MailIcon, PhoneIcon } from "~/ui/icons/icons";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./contact-card.css";
import type { AdvisorCardData, ContactDetail } from "./view.server";

export interface ContactPageData {
  heading: string;
  lead: string;
  company: { title: string; details: ContactDetail[] };
  advisors: { heading: string; lead: string; cards: AdvisorCardData[] } | null;
  unavailable: string | null;
}

const ICONS: Record<ContactDetail["kind"], () => ReactNode> = {
  hours: () => <ClockIcon />,
  phone: () => <PhoneIcon />,
  mobile: () => <PhoneIcon />,
  whatsapp: () => <ChatIcon />,
  email: () => <MailIcon />,
  web: () => <GlobeIcon />,
};

/** A contact card's lines: an icon, the label, and the value as a link where it is one. */
function DetailList({ details, className }: { details: ContactDetail[]; className?: string }) {
  return (
    <dl className={className}>
      {details.map((detail) => (
        <div key={`${detail.kind}-${detail.value}`} className={styles.row} data-kind={detail.kind}>
          <dt className={styles.label}>
            <span className={styles.icon}>{ICONS[detail.kind]()}</span>
            {detail.label}
          </dt>
          <dd className={styles.value}>
            {detail.href ? (
              <a
                href={detail.href}
                className={styles.link}
                {...(detail.kind === "whatsapp" || detail.kind === "web"
                  ? { target: "_blank", rel: "noopener noreferrer" }
                  : {})}
              >
                {detail.value}
              </a>
            ) : (
              detail.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
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
 * with everything. With JavaScript 'VER MAIS' opens a modal (Radix Dialog:
 * focus trapped, Escape closes, focus returns); without it, the same content
 * unfolds in place from a <details>.
 */
function AdvisorCard({ card }: { card: AdvisorCardData }) {
  const hydrated = useHydrated();
  return (
    <li className={styles.advisorCard} data-testid="advisor-card">
      <p className={styles.badge}>{card.badge}</p>
      <h3 className={styles.advisorName}>{card.name}</h3>
      <DetailList details={card.summary} className={styles.details} />
      {hydrated ? (
        <Dialog.Root>
          <Dialog.Trigger className={styles.seeMore} aria-label={card.seeMore.ariaLabel}>
            {card.seeMore.label}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
              <div className={styles.dialogHeader}>
                <div>
                  <p className={styles.badge}>{card.badge}</p>
                  <Dialog.Title className={styles.advisorName}>{card.name}</Dialog.Title>
                </div>
                <Dialog.Close className={styles.close} aria-label={card.close}>
                  <CloseIcon />
                </Dialog.Close>
              </div>
              <DetailList details={card.details} className={styles.details} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
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
