import { type ReactNode, useId } from "react";

import { RewardsWidget } from "~/rewards/rewards-widget";
import { container, pageBlock } from "~/ui/layout.css";
import { StarRating } from "~/ui/star-rating/star-rating";

import * as styles from "./account-overview.css";
import type { AccountData } from "./route";

/** One card with its own heading, so each is a named region for screen readers. */
function Card({ title, children, accent }: { title: string; children: ReactNode; accent?: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={accent ? `${styles.card} ${styles.accent}` : styles.card}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The logged-in area: profile, loyalty (stars as ★ with their words), each
 * gated block the loader let through (null ones were never sent), then what
 * the route adds (quick links, the cultivar card or banner).
 */
export function AccountOverview({ data, children }: { data: AccountData; children?: ReactNode }) {
  const { blocks, loyalty, profile } = data;
  const gated = [blocks.onboarding, blocks.eleva, blocks.carbon].filter(
    (block): block is NonNullable<typeof block> => block !== null,
  );
  return (
    <div className={`${container} ${pageBlock}`}>
      <h1 className={styles.heading}>{data.heading}</h1>
      <div className={styles.grid}>
        <Card title={profile.heading}>
          <dl className={styles.rows}>
            {profile.rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt className={styles.term}>{row.label}</dt>
                <dd className={styles.value}>{row.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        {loyalty ? (
          <Card title={loyalty.heading} accent>
            {loyalty.stars !== null ? (
              <p className={styles.stars}>
                <StarRating count={loyalty.stars} label={loyalty.text} />
              </p>
            ) : (
              <p className={styles.body}>{loyalty.text}</p>
            )}
          </Card>
        ) : null}
        {data.rewards ? <RewardsWidget view={data.rewards} className={styles.wide} /> : null}
        {gated.map((block) => (
          <Card key={block.title} title={block.title}>
            <p className={styles.body}>{block.body}</p>
          </Card>
        ))}
        {children}
      </div>
    </div>
  );
}
