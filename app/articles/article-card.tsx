import { Card } from "~/ui/card/card";
import { ResponsiveImage } from "~/ui/image/responsive-image";

import * as styles from "./articles.css";
import type { ArticleCardView } from "./card-view.server";

/**
 * An article's card in every list (search results, listings, recommended,
 * article blocks): the whole card is one link (its title); the button text
 * (ACESSE in pt-BR) is what the card looks like it does, not a second link.
 */
function ArticleCardItem({
  card,
  headingLevel = 3,
  priority = false,
}: {
  card: ArticleCardView;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
}) {
  return (
    <Card
      as="li"
      title={card.title}
      href={card.href ?? undefined}
      headingLevel={headingLevel}
      eyebrow={card.headline}
      media={
        <ResponsiveImage
          image={{ ...card.image, alt: "" }}
          sizes="(min-width: 960px) 360px, 100vw"
          priority={priority}
          className={styles.cardImage}
        />
      }
      footer={
        <span aria-hidden="true" className={styles.cardAction}>
          {card.action}
        </span>
      }
    >
      <p className={styles.cardLead}>{card.lead}</p>
      <p className={styles.cardMeta}>
        <time dateTime={card.day}>{card.date}</time>
        {card.minutes ? (
          <>
            <span aria-hidden="true">{" · "}</span>
            <span>{card.minutes}</span>
          </>
        ) : null}
        {card.isNew ? (
          <>
            {" "}
            <span className={styles.newBadge}>{card.isNew}</span>
          </>
        ) : null}
      </p>
    </Card>
  );
}

/** A list of article cards: a grid of 1, 2 or 3 columns by width. */
export function ArticleCardList({
  cards,
  label,
  headingLevel = 3,
}: {
  cards: readonly ArticleCardView[];
  label?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        <ArticleCardItem key={card.id} card={card} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
