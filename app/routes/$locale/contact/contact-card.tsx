import type { ReactNode } from "react";

import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from "~/ui/icons/icons";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./contact-card.css";

interface ContactLine {
  label: string;
  value: string;
  href: string;
}

export interface ContactCardProps {
  heading: string;
  lead: string;
  contact: { hours: { label: string; value: string }; phone: ContactLine; whatsApp: ContactLine; email: ContactLine };
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>
        <span className={styles.icon}>{icon}</span>
        {label}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** The contact page's card: opening hours and the three ways to reach the team. */
export function ContactCard({ heading, lead, contact }: ContactCardProps) {
  const lines: [ReactNode, ContactLine][] = [
    [<PhoneIcon key="p" />, contact.phone],
    [<ChatIcon key="w" />, contact.whatsApp],
    [<MailIcon key="m" />, contact.email],
  ];
  return (
    <div className={`${container} ${pageBlock}`}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      <dl className={styles.card}>
        <Row icon={<ClockIcon />} label={contact.hours.label}>
          {contact.hours.value}
        </Row>
        {lines.map(([icon, line]) => (
          <Row key={line.href} icon={icon} label={line.label}>
            <a href={line.href} className={styles.link}>
              {line.value}
            </a>
          </Row>
        ))}
      </dl>
    </div>
  );
}
