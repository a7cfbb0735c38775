import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { flexSectionItems } from "~/domain/content/block-limits";
import { container } from "~/ui/layout.css";

import { ContentCard } from "../content-card/content-card";
import * as cards from "../content-card/content-card.css";
import * as styles from "./flex-section.css";
import type { FlexSectionBlockData } from "./schema";

/** A titled group of cards; the prominent variant shows the first 4, two by two. */
export function FlexSectionBlock({ block, context }: BlockProps<FlexSectionBlockData>) {
  const titleId = useId();
  const prominent = block.variant === "prominent";
  return (
    <section
      className={`${container} ${cards.section}`}
      id={block.id}
      aria-labelledby={titleId}
      data-variant={block.variant}
    >
      <h2 className={cards.sectionTitle} id={titleId}>
        {block.title}
      </h2>
      {block.lead ? <p className={cards.sectionLead}>{block.lead}</p> : null}
      <ul className={prominent ? styles.prominent : cards.cardGrid}>
        {flexSectionItems(block.items, block.variant).map((item) => (
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
