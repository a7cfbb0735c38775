import { AnchorMenu } from "~/ui/anchor-menu/anchor-menu";
import { anchorTarget } from "~/ui/anchor-menu/anchor-menu.css";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./content-page.css";
import type { ContentData } from "./route";

/** One titled block of an editorial page; its id is the anchor the sticky menu scrolls to. */
export interface ContentSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** An editorial page: title, lead, the sticky anchor menu, then its sections. */
export function ContentPage({ data }: { data: ContentData }) {
  return (
    <article className={`${container} ${pageBlock}`}>
      <h1 className={styles.title}>{data.title}</h1>
      <p className={styles.lead}>{data.lead}</p>
      <AnchorMenu label={data.anchorMenuLabel} entries={data.anchors} />
      {data.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          tabIndex={-1}
          aria-labelledby={`${section.id}-title`}
          className={`${anchorTarget} ${styles.section}`}
        >
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
