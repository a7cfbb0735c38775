import type { ReactNode } from "react";

import { visuallyHidden } from "~/ui/a11y.css";
import { buttonClassName } from "~/ui/button/button";
import { ExternalIcon } from "~/ui/icons/icons";
import { container, pageBlock } from "~/ui/layout.css";

import type { RestrictedAccessData } from "./access.server";
import * as styles from "./loyalty.css";

/**
 * The restricted-access page (spec 001 §1, 002 §6): a logged-in grower who is
 * not an Impulso member learns how to join (the partner's site, in a new
 * window), that data may take up to 2 days, and where the programme is explained.
 */
function RestrictedAccess({ data, headingLevel = 1 }: { data: RestrictedAccessData; headingLevel?: 1 | 2 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="restricted-title" className={`${styles.panel} ${styles.panelAccent}`}>
      <Heading id="restricted-title" className={headingLevel === 1 ? styles.heading : styles.sectionHeading}>
        {data.title}
      </Heading>
      <p className={styles.noticeText}>{data.body}</p>
      <p className={styles.muted}>{data.delay}</p>
      <div className={styles.actions}>
        {data.register ? (
          <a
            href={data.register.href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: "primary" })}
          >
            {data.register.label}
            <span className={visuallyHidden}>{` (${data.newWindow})`}</span>
            <ExternalIcon size={18} />
          </a>
        ) : null}
        {data.about ? (
          <a href={data.about.href} className={styles.textLink}>
            {data.about.label}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The whole page a non-member gets instead of a personal Impulso page. What
 * follows the notice (`children`: the programme's services, on the points
 * page) is stacked below it; the notice alone keeps the plain page block.
 */
export function RestrictedAccessPage({ data, children }: { data: RestrictedAccessData; children?: ReactNode }) {
  return (
    <div className={children ? `${container} ${pageBlock} ${styles.stack}` : `${container} ${pageBlock}`}>
      <RestrictedAccess data={data} />
      {children}
    </div>
  );
}
