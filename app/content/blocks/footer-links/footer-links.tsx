import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { resolveContentHref } from "~/content/content-href";
import { container } from "~/ui/layout.css";

import * as cards from "../content-card/content-card.css";
import * as styles from "./footer-links.css";
import type { FooterLinksBlockData } from "./schema";

/** Columns of links under their headings: a navigation landmark named by the block's title. */
export function FooterLinksBlock({ block, context }: BlockProps<FooterLinksBlockData>) {
  const titleId = useId();
  return (
    <nav className={`${container} ${cards.section}`} id={block.id} aria-labelledby={titleId}>
      <h2 className={cards.sectionTitle} id={titleId}>
        {block.title}
      </h2>
      <div className={styles.columns}>
        {block.groups.map((group) => (
          <div key={group.title}>
            <h3 className={styles.heading}>{group.title}</h3>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a className={styles.link} href={resolveContentHref(context.locale, link.href)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
