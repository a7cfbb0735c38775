import { useId } from "react";

import * as styles from "./quick-links.css";
import type { QuickLinksView } from "./quick-links.server";

/** The grower's quick links: one named navigation region, a set per role (data-set says which). */
export function QuickLinks({ data }: { data: QuickLinksView }) {
  const id = useId();
  return (
    <nav aria-labelledby={id} className={styles.box} data-set={data.set}>
      <h2 id={id} className={styles.title}>
        {data.title}
      </h2>
      <p className={styles.description}>{data.description}</p>
      <ul className={styles.list}>
        {data.links.map((link) => (
          <li key={link.href}>
            {/* A plain link: one of them is a download (the statement's CSV), which client navigation cannot open. */}
            <a href={link.href} className={styles.link}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
