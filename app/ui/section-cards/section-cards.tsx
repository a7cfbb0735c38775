import { Link } from "@remix-run/react";
import { useId } from "react";

import { container } from "../layout.css";
import * as styles from "./section-cards.css";

interface SectionCard {
  href: string;
  title: string;
  description: string;
}

export interface SectionCardsProps {
  heading: string;
  cards: SectionCard[];
}

/** A titled grid of cards, each a link to a section (the whole card is the target). */
export function SectionCards({ heading, cards }: SectionCardsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${container} ${styles.section}`}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.href} className={styles.card}>
            <h3 className={styles.title}>
              <Link to={card.href} className={styles.link}>
                {card.title}
              </Link>
            </h3>
            <p className={styles.description}>{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
