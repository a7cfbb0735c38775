import type { MouseEvent } from "react";

import { Apart } from "~/ui/apart/apart";
import { BadgeLabel } from "~/ui/badge-label/badge-label";
import { buttonClassName } from "~/ui/button/button";
import { ResponsiveImage } from "~/ui/image/responsive-image";

import type { ContactCardView, ContactDetail } from "./contact-card.server";
import * as styles from "./finder.css";

/**
 * A contact card (spec 002 §3): logo (or the initials), badge, title,
 * description and details, the call / WhatsApp / directions links and 'Ver
 * mais'. 'Ver mais' is a link to the contact's page; with JavaScript the finder
 * opens the same details in a dialog instead (`onMore`).
 */
export function ContactDetails({ details }: { details: ContactDetail[] }) {
  return (
    <dl className={styles.details}>
      {details.map((detail) => (
        <div key={detail.kind} className={styles.detail}>
          <dt className={styles.detailLabel}>{detail.label}</dt>
          <dd className={styles.detailValue}>
            {detail.href ? (
              <a
                href={detail.href}
                {...(detail.href.startsWith("https:") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
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

export function ContactActions({ card }: { card: ContactCardView }) {
  return (
    <div className={styles.cardActions}>
      <Apart>
        {card.actions.map((action) => (
          <a
            key={action.kind}
            href={action.href}
            aria-label={action.ariaLabel}
            className={buttonClassName({ variant: action.kind === "call" ? "primary" : "secondary", size: "sm" })}
            {...(action.href.startsWith("https:") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {action.label}
          </a>
        ))}
      </Apart>
    </div>
  );
}

/** The line under a contact's name: badge, type, place and, when the grower gave a place, the distance. */
export function ContactMeta({ card }: { card: ContactCardView }) {
  return (
    <p className={styles.meta}>
      {/* The badge (spec 002 §3 §9), apart from the type in a text browser too. */}
      {card.badge ? (
        <>
          <BadgeLabel badge={card.badge} className={styles.badge} />{" "}
        </>
      ) : null}
      {card.typeLabel} · {card.place}
      {card.distance ? (
        <>
          {" · "}
          <span className={styles.distance}>{card.distance}</span>
        </>
      ) : null}
    </p>
  );
}

export function ContactLogo({ card }: { card: ContactCardView }) {
  return card.logo ? (
    <ResponsiveImage image={card.logo} sizes="48px" className={styles.logo} />
  ) : (
    <span className={styles.logo} aria-hidden="true">
      {card.initials}
    </span>
  );
}

export function ContactCard({
  card,
  anchor,
  onMore,
}: {
  card: ContactCardView;
  anchor: string;
  onMore?: (event: MouseEvent<HTMLAnchorElement>, card: ContactCardView) => void;
}) {
  const titleId = `${anchor}-card-${card.marker}-title`;
  return (
    <li
      id={`${anchor}-card-${card.marker}`}
      className={[styles.card, ...card.hiddenOn.map((screen) => styles.hiddenOn[screen])].join(" ")}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className={styles.cardHead}>
        <ContactLogo card={card} />
        <div>
          <h3 id={titleId} className={styles.cardTitle}>
            <span className={styles.marker} aria-hidden="true">
              {card.marker}
            </span>{" "}
            {card.title}
          </h3>
          <ContactMeta card={card} />
        </div>
      </div>
      <div>
        <p className={styles.description}>{card.description}</p>
        <ContactDetails details={card.details.filter((d) => d.kind === "address" || d.kind === "phone")} />
      </div>
      <div className={styles.cardActions}>
        <ContactActions card={card} />{" "}
        <a
          href={card.page.href}
          aria-label={card.page.ariaLabel}
          className={buttonClassName({ variant: "ghost", size: "sm" })}
          onClick={onMore ? (event) => onMore(event, card) : undefined}
        >
          {card.page.label}
        </a>
      </div>
    </li>
  );
}
