/** Stats cards (spec 000 §2, §3): title, value, footer text and icon, card number, variant. */
import * as styles from "~/field-data/field-page.css";

import * as dashboard from "./dashboard.css";
import type { StatsCard } from "./stats-cards-view.server";

function FooterIcon({ icon }: { icon: StatsCard["footerIcon"] }) {
  const paths: Record<StatsCard["footerIcon"], string> = {
    calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
    sync: "M20 12a8 8 0 01-14 5M4 12a8 8 0 0114-5M18 3v4h-4M6 21v-4h4",
    warning: "M12 3l10 18H2zM12 10v5M12 18h.01",
    link: "M10 14l4-4M8 16a3 3 0 01-4-4l3-3M16 8a3 3 0 014 4l-3 3",
  };
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[icon]} />
    </svg>
  );
}

export function StatsCards({ cards, label }: { cards: StatsCard[]; label: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li
          key={card.cardNumber}
          className={`${styles.card} ${dashboard.cardVariant[card.variant]}`}
          data-variant={card.variant}
          data-card={card.cardNumber}
        >
          <h2 className={styles.cardTitle}>{card.title}</h2>
          {card.caption ? <p className={styles.cardDetail}>{card.caption}</p> : null}
          <p className={styles.cardValue}>{card.value}</p>
          {card.detail ? <p className={styles.cardDetail}>{card.detail}</p> : null}
          <p className={dashboard.cardFooter}>
            <FooterIcon icon={card.footerIcon} />
            {card.footerText}
          </p>
        </li>
      ))}
    </ul>
  );
}
