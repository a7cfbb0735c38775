import { ArticleCardList } from "~/articles/article-card";
import type { ArticleCardView } from "~/articles/card-view.server";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { container } from "~/ui/layout.css";

import * as styles from "./article-blocks.css";

/** What the article blocks and listings load: titled groups of cards, or the block's empty or error state. */
export interface ArticleCardsView {
  heading: string | null;
  state: "list" | "empty" | "error";
  groups: { title?: string; cards: ArticleCardView[] }[];
  empty: string;
  error: string;
  retry: string;
  retryHref: string;
}

/** The cards of an article block or listing, with its heading and states. */
export function ArticleCards({ view, id }: { view: ArticleCardsView; id?: string }) {
  const level = view.heading ? 3 : 2;
  return (
    <section className={`${container} ${styles.block}`} id={id}>
      {view.heading ? <h2 className={styles.heading}>{view.heading}</h2> : null}
      {view.state === "error" ? (
        <ErrorState
          title={view.error}
          headingLevel={view.heading ? 3 : 2}
          action={{ label: view.retry, href: view.retryHref, reloadDocument: true }}
        />
      ) : view.state === "empty" ? (
        <EmptyState title={view.empty} headingLevel={view.heading ? 3 : 2} />
      ) : (
        view.groups.map((group, i) => (
          <div key={i} className={styles.group}>
            {group.title ? <h3 className={styles.groupTitle}>{group.title}</h3> : null}
            <ArticleCardList cards={group.cards} headingLevel={group.title ? 4 : level} />
          </div>
        ))
      )}
    </section>
  );
}
