import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { resolveContentHref } from "~/content/content-href";
import { BLOCK_LIMITS, firstItems } from "~/domain/content/block-limits";
import { ResponsiveImage } from "~/ui/image/responsive-image";
import { container } from "~/ui/layout.css";

import * as cards from "../content-card/content-card.css";
import * as styles from "./category-cards.css";
import type { CategoryCardsBlockData } from "./schema";

/** Picture tiles, one link each, the first 10 published (spec 002 §9). */
export function CategoryCardsBlock({ block, context }: BlockProps<CategoryCardsBlockData>) {
  const titleId = useId();
  return (
    <section className={`${container} ${cards.section}`} id={block.id} aria-labelledby={titleId}>
      <h2 className={cards.sectionTitle} id={titleId}>
        {block.title}
      </h2>
      <ul className={styles.grid}>
        {firstItems(block.cards, BLOCK_LIMITS.categoryCards).map((card) => (
          <li key={card.href}>
            <a className={styles.tile} href={resolveContentHref(context.locale, card.href)}>
              {card.image ? (
                <ResponsiveImage
                  image={{ ...card.image, alt: "" }}
                  sizes="(min-width: 960px) 240px, 50vw"
                  className={styles.image}
                />
              ) : null}
              <span className={styles.label}>{card.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
