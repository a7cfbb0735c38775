import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { BLOCK_LIMITS, firstItems } from "~/domain/content/block-limits";
import { container } from "~/ui/layout.css";

import { ContentCard } from "../content-card/content-card";
import * as cards from "../content-card/content-card.css";
import type { PromoListBlockData } from "./schema";

/** Offers as cards, the first 8 published (spec 002 §9). */
export function PromoListBlock({ block, context }: BlockProps<PromoListBlockData>) {
  const titleId = useId();
  return (
    <section className={`${container} ${cards.section}`} id={block.id} aria-labelledby={titleId}>
      <h2 className={cards.sectionTitle} id={titleId}>
        {block.title}
      </h2>
      <ul className={cards.cardGrid}>
        {firstItems(block.items, BLOCK_LIMITS.promoList).map((item) => (
          <li key={item.title}>
            <ContentCard
              locale={context.locale}
              title={item.title}
              text={item.text}
              image={item.image}
              badge={item.badge}
              href={item.link?.href}
              cta={item.link?.label}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
