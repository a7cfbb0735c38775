import { resolveContentHref } from "~/content/content-href";
import type { Locale } from "~/countries";
import type { ContentImage } from "~/services/content/image";
import { ResponsiveImage } from "~/ui/image/responsive-image";

import { Badge } from "./badge";
import * as styles from "./content-card.css";

export interface ContentCardProps {
  locale: Locale;
  title: string;
  text?: string;
  href?: string;
  image?: ContentImage;
  badge?: string;
  /** The call to action's words; without it the whole card is the link. */
  cta?: string;
  headingLevel?: 3 | 4;
}

/**
 * The card the promo list, flex section and content grid share: picture,
 * badge, title, text, and one link stretched over the card (one tab stop with
 * the title as its name).
 */
export function ContentCard({ locale, title, text, href, image, badge, cta, headingLevel = 3 }: ContentCardProps) {
  const Heading = `h${headingLevel}` as const;
  const target = href ? resolveContentHref(locale, href) : undefined;
  return (
    <article className={target ? `${styles.card} ${styles.linked}` : styles.card}>
      {image ? (
        <ResponsiveImage image={image} sizes="(min-width: 960px) 360px, 100vw" className={styles.image} />
      ) : null}
      <div className={styles.body}>
        {badge ? <Badge label={badge} /> : null}
        <Heading className={styles.title}>
          {target ? (
            <a href={target} className={styles.link}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
        {target && cta ? (
          <span className={styles.cta} aria-hidden="true">
            {cta}
          </span>
        ) : null}
      </div>
    </article>
  );
}
