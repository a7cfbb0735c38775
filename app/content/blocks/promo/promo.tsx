import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { isExternalHref, resolveContentHref } from "~/content/content-href";
import { ResponsiveImage } from "~/ui/image/responsive-image";
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
          <ResponsiveImage
            image={block.image}
            sizes="(min-width: 960px) 50vw, 100vw"
            priority={context.first}
            className={styles.image}
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
