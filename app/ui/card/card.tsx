/**
 * Card: a bordered box with optional media, an eyebrow, a title, content and a footer.
 *
 *   <Card title="…" href?="/…" headingLevel?={2|3|4} as?="article"|"li"|"div"
 *         media?={<img … />} eyebrow?="Seeds" footer?={<Badges/>} id? className?
 *         newWindow? newWindowHint?="opens in a new window">
 *     content
 *   </Card>
 *
 * With `href`, the title is a link stretched over the whole card (one tab stop,
 * one accessible name); controls in `footer` stay clickable above it. Media is
 * decorative unless the caller gives the image its own alt text.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { visuallyHidden } from "../a11y.css";
import * as styles from "./card.css";

export interface CardProps {
  title: ReactNode;
  href?: string;
  headingLevel?: 2 | 3 | 4;
  as?: "article" | "li" | "div";
  media?: ReactNode;
  eyebrow?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  id?: string;
  className?: string;
  /** Passed to the title link (e.g. prefetch="intent"). */
  prefetch?: "intent" | "render" | "none" | "viewport";
  /** Open the link in a new window; `newWindowHint` (translated, visually hidden) says so. */
  newWindow?: boolean;
  newWindowHint?: string;
}

export function Card({
  title,
  href,
  headingLevel = 3,
  as: Tag = "article",
  media,
  eyebrow,
  footer,
  children,
  id,
  className,
  prefetch,
  newWindow,
  newWindowHint,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag
      id={id}
      className={[styles.cardClasses.base, href ? styles.cardClasses.linked : null, className]
        .filter(Boolean)
        .join(" ")}
    >
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.body}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={styles.title}>
          {href ? (
            <Link
              to={href}
              className={styles.link}
              prefetch={prefetch}
              target={newWindow ? "_blank" : undefined}
              rel={newWindow ? "noopener noreferrer" : undefined}
            >
              {title}
              {newWindow && newWindowHint ? <span className={visuallyHidden}>{` (${newWindowHint})`}</span> : null}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children ? <div className={styles.content}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </Tag>
  );
}
