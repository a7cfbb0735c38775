import type { ReactNode } from "react";

import { ChatIcon, ClockIcon, GlobeIcon, MailIcon, PhoneIcon } from "~/ui/icons/icons";

import * as styles from "./contact-card.css";
import type { ContactDetail } from "./contact-card-data";

const ICONS: Record<ContactDetail["kind"], () => ReactNode> = {
  hours: () => <ClockIcon />,
  phone: () => <PhoneIcon />,
  mobile: () => <PhoneIcon />,
  whatsapp: () => <ChatIcon />,
  email: () => <MailIcon />,
  web: () => <GlobeIcon />,
};

/** A contact card's lines: an icon, the label, and the value as a link where it is one. */
export function DetailList({ details, className }: { details: ContactDetail[]; className?: string }) {
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
