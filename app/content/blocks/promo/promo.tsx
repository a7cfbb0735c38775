import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { isExternalHref, resolveContentHref } from "~/content/content-href";
import { container } from "~/ui/layout.css";

import { Badge } from "../content-card/badge";
import * as cards from "../content-card/content-card.css";
import * as styles from "./promo.css";
import type { PromoBlockData } from "./schema";

/** One offer: the picture beside the text on wide screens, above it on phones; the call to action is a plain link. */
export function PromoBlock({ block, context }: BlockProps<PromoBlockData>) {
  const titleId = useId();
  const href = resolveContentHref(context.locale, block.cta.href);
  return (
    <section className={`${container} ${cards.section}`} id={block.id} aria-labelledby={titleId}>
      <div className={styles.promo}>
        {block.image ? (
          // images: ResponsiveImage at merge
          <img
            className={styles.image}
            src={`${block.image.src}-640.jpg`}
            alt={block.image.alt}
            width={block.image.width}
            height={block.image.height}
            loading={context.first ? "eager" : "lazy"}
            decoding="async"
          />
        ) : null}
        <div className={styles.body}>
          {block.badge ? <Badge label={block.badge} /> : null}
          <h2 className={cards.sectionTitle} id={titleId}>
            {block.title}
          </h2>
          <p className={styles.text}>{block.text}</p>
          <a className={styles.cta} href={href} rel={isExternalHref(href) ? "noopener" : undefined}>
            {block.cta.label}
          </a>
        </div>
      </div>
    </section>
  );
}
