import { useId } from "react";

import type { CatalogueTiles } from "~/catalog/empty-catalogue-links.server";
import type { BlockProps } from "~/content/block-props";
import { resolveContentHref } from "~/content/content-href";
import { BLOCK_LIMITS, firstItems } from "~/domain/content/block-limits";
import { ResponsiveImage } from "~/ui/image/responsive-image";
import { container } from "~/ui/layout.css";

import * as cards from "../content-card/content-card.css";
import * as styles from "./category-cards.css";
import type { CategoryCardsBlockData } from "./schema";

/**
 * Picture tiles, one link each, the first 10 published (spec 002 §9) among those that lead somewhere: a card whose
 * catalogue search finds nothing is left out (issue 27); when that could not be checked, every card stays.
 */
export function CategoryCardsBlock({ block, context, loaded }: BlockProps<CategoryCardsBlockData, CatalogueTiles>) {
  const titleId = useId();
  const empty = new Set(loaded.ok ? loaded.data.empty : []);
  const shown = block.cards.filter((card) => !empty.has(card.href));
  return (
    <section className={`${container} ${cards.section}`} id={block.id} aria-labelledby={titleId}>
      <h2 className={cards.sectionTitle} id={titleId}>
        {block.title}
      </h2>
      <ul className={styles.grid}>
        {firstItems(shown, BLOCK_LIMITS.categoryCards).map((card) => (
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
