import type { BlockProps } from "~/content/block-props";

import * as styles from "./article-text.css";
import type { ArticleTextBlockData } from "./schema";

/** A section of an article's body, at reading width. */
export function ArticleTextBlock({ block }: BlockProps<ArticleTextBlockData>) {
  return (
    <section className={styles.text} id={block.id}>
      {block.heading ? <h2 className={styles.heading}>{block.heading}</h2> : null}
      {block.paragraphs.map((paragraph, i) => (
        <p key={i} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
