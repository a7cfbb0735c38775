import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { DEFAULT_GRID_SIZE, gridAnchorOf } from "~/domain/content/content-grid";
import { container } from "~/ui/layout.css";
import * as pagination from "~/ui/pagination/pagination.css";

import { ContentCard } from "../content-card/content-card";
import * as cards from "../content-card/content-card.css";
import * as styles from "./content-grid.css";
import type { ContentGridLoaded } from "./load.server";
import type { ContentGridBlockData } from "./schema";

/**
 * Cards a page at a time (6 / 8 / 12 by screen) with the pager of the screen
 * in use; everything was decided on the server from the URL (./load.server.ts,
 * decision 0033), so it works the same with JavaScript off. Without its load
 * the grid shows the first 12 cards and no pager.
 */
export function ContentGridBlock({ block, context, loaded }: BlockProps<ContentGridBlockData, ContentGridLoaded>) {
  const titleId = useId();
  const view = loaded.ok ? loaded.data : null;
  const shown = block.cards.slice(view?.offset ?? 0, view?.end ?? DEFAULT_GRID_SIZE);
  return (
    <section className={`${container} ${cards.section}`} id={gridAnchorOf(block.id)} aria-labelledby={titleId}>
      <h2 className={cards.sectionTitle} id={titleId}>
        {block.title}
      </h2>
      {block.lead ? <p className={cards.sectionLead}>{block.lead}</p> : null}
      <ul className={`${cards.cardGrid} ${styles.grid}`}>
        {shown.map((item) => (
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
      {view?.pagers.map((pager) => (
        <nav
          key={pager.screen}
          aria-label={view.label}
          className={styles.pager[pager.screen]}
          data-screen={pager.screen}
        >
          <ul className={pagination.list}>
            <li>
              <Edge {...pager.previous} rel="prev" />
            </li>
            {pager.items.map((item, index) =>
              item ? (
                <li key={item.page}>
                  <a
                    href={item.href}
                    className={pagination.link}
                    aria-label={item.label}
                    aria-current={item.current ? "page" : undefined}
                  >
                    {item.page}
                  </a>
                </li>
              ) : (
                // A gap between page numbers: nothing to announce.
                <li key={`gap-${index}`} className={pagination.gap} aria-hidden="true">
                  {"…"}
                </li>
              ),
            )}
            <li>
              <Edge {...pager.next} rel="next" />
            </li>
          </ul>
        </nav>
      ))}
    </section>
  );
}

function Edge({ label, href, rel }: { label: string; href: string | null; rel: "prev" | "next" }) {
  if (!href) {
    return (
      <span className={`${pagination.link} ${pagination.disabled}`} data-disabled="">
        {label}
      </span>
    );
  }
  return (
    <a href={href} className={pagination.link} rel={rel}>
      {label}
    </a>
  );
}
