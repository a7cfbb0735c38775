import { ContactCard } from "~/contact-card/contact-card";
import { details } from "~/contact-card/contact-card.css";
import type { ContactCardData, ContactDetail } from "~/contact-card/contact-card-data";
import { DetailList } from "~/contact-card/detail-list";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./contact-card.css";

export interface ContactPageData {
  heading: string;
  lead: string;
  company: { title: string; details: ContactDetail[] };
  advisors: { heading: string; lead: string; cards: ContactCardData[] } | null;
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
        <DetailList details={data.company.details} className={details} />
      </section>
      {data.advisors ? (
        <section aria-labelledby="advisors-heading" className={styles.advisors}>
          <h2 id="advisors-heading" className={styles.sectionHeading}>
            {data.advisors.heading}
          </h2>
          <p className={styles.muted}>{data.advisors.lead}</p>
          <ul className={styles.advisorGrid}>
            {data.advisors.cards.map((card) => (
              <ContactCard key={card.id} card={card} testId="advisor-card" />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
