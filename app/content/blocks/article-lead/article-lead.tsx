import { Link } from "@remix-run/react";

import type { BlockProps } from "~/content/block-props";
import { Apart } from "~/ui/apart/apart";
import { ResponsiveImage } from "~/ui/image/responsive-image";
import { container } from "~/ui/layout.css";

import { BreadcrumbTrail } from "../breadcrumb/trail";
import * as styles from "./article-lead.css";
import type { ArticleLeadView } from "./load.server";
import type { ArticleLeadBlockData } from "./schema";

/**
 * An article's head: the breadcrumb, the headline over the title (the page's
 * h1), the lead, date, reading time and author, the tags (each a search by
 * that tag) and the lead image, the page's largest paint when it comes first.
 */
export function ArticleLeadBlock({ block, context, loaded }: BlockProps<ArticleLeadBlockData, ArticleLeadView>) {
  const view = loaded.ok ? loaded.data : null;
  return (
    <header className={`${container} ${styles.lead}`} id={block.id}>
      {view ? <BreadcrumbTrail label={view.breadcrumbLabel} moreLabel={view.moreLabel} levels={view.levels} /> : null}
      <p className={styles.headline}>{block.headline}</p>
      <h1 className={styles.title}>{block.title}</h1>
      <p className={styles.leadText}>{block.lead}</p>
      {view ? (
        <p className={styles.meta}>
          <Apart>
            <span>
              {view.published} <time dateTime={block.date}>{view.date}</time>
            </span>
            <span aria-hidden="true">{"·"}</span>
            <span>{view.readingTime}</span>
            <span aria-hidden="true">{"·"}</span>
            <span>{view.author}</span>
          </Apart>
        </p>
      ) : null}
      {view && block.tags.length ? (
        <ul className={styles.tags} aria-label={view.tagsLabel}>
          {block.tags.map((tag) => (
            <li key={tag.id}>
              {view.tagHrefs[tag.id] ? (
                <Link to={view.tagHrefs[tag.id]!} className={styles.tag}>
                  {tag.label}
                </Link>
              ) : (
                <span className={styles.tag}>{tag.label}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {block.image ? (
        <ResponsiveImage
          image={block.image}
          sizes="(min-width: 1200px) 1200px, 100vw"
          priority={context.first}
          className={styles.image}
        />
      ) : null}
    </header>
  );
}
