import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import type { LayoutData } from "~/layout/layout-data";

import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from "../icons/icons";
import { container } from "../layout.css";
import * as styles from "./site-footer.css";

/**
 * Texts the footer can use when the layout loader provides them (see the
 * report: `copy.whatsApp` ← common:footer.whatsApp with { number }). Until
 * then the WhatsApp line shows the number alone.
 */
type FooterCopy = LayoutData["copy"] & { whatsApp?: string };

const CONTACT_HEADING_ID = "site-footer-contact";

/**
 * The site footer (contentinfo): the country's link blocks, the contact block
 * with opening hours, the toll-free line, WhatsApp and email, and the rights
 * line, beside which the layout puts the light/full version switch
 * (`lightSwitch`: a link given the footer's link style).
 */
export function SiteFooter({
  data,
  lightSwitch,
}: {
  data: LayoutData;
  lightSwitch?: (className: string) => ReactNode;
}) {
  const copy: FooterCopy = data.copy;
  const { contact } = data;
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.columns}`}>
        <nav aria-label={copy.footerHeading} className={styles.linkBlocks}>
          {data.footer.map((group) => (
            <div key={group.label}>
              <h2 className={styles.heading}>{group.label}</h2>
              <ul className={styles.list}>
                {group.items.map((item) => (
                  <li key={item.href}>
                    {item.external ? (
                      <a href={item.href} className={styles.link}>
                        {item.label}
                      </a>
                    ) : (
                      <Link to={item.href} className={styles.link}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section aria-labelledby={CONTACT_HEADING_ID}>
          <h2 id={CONTACT_HEADING_ID} className={styles.heading}>
            {copy.contactHeading}
          </h2>
          <p className={styles.hours}>
            <ClockIcon size={18} />
            <span>{contact.hours}</span>
          </p>
          <ul className={styles.list}>
            <li>
              <a href={contact.phone.href} className={styles.link}>
                <PhoneIcon size={18} />
                <span>{copy.tollFree}</span>
              </a>
            </li>
            <li>
              <a href={contact.whatsApp.href} className={styles.link} rel="noopener">
                <ChatIcon size={18} />
                <span>{copy.whatsApp ?? contact.whatsApp.label}</span>
              </a>
            </li>
            <li>
              <a href={contact.email.href} className={styles.link}>
                <MailIcon size={18} />
                <span>{contact.email.label}</span>
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className={`${container} ${styles.bottom}`}>
        <p className={styles.rights}>{copy.rights}</p>
        {lightSwitch ? <p className={styles.rights}>{lightSwitch(styles.link)}</p> : null}
      </div>
    </footer>
  );
}
