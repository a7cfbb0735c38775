import { Link } from "@remix-run/react";
import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { BlockUnavailable } from "~/content/block-unavailable";
import * as styles from "~/content/personal.css";

import type { FieldsSyncBlockData, FieldsSyncData } from "./schema";

/** When the grower's fields last synced, with the way to their dashboard, or the way to link their account. */
export function FieldsSyncBlock({ block, context, loaded }: BlockProps<FieldsSyncBlockData, FieldsSyncData>) {
  const headingId = useId();
  const data = loaded.ok ? loaded.data : undefined;
  if (data === null) return null;
  return (
    <section aria-labelledby={headingId} className={styles.card} id={block.id}>
      <h2 id={headingId} className={styles.heading}>
        {block.title}
      </h2>
      {data === undefined ? (
        <BlockUnavailable context={context} />
      ) : (
        <>
          {data.state === "linked" ? (
            <dl className={styles.figures}>
              {data.figures.map((figure) => (
                <div key={figure.term}>
                  <dt className={styles.term}>{figure.term}</dt>
                  <dd className={styles.value}>{figure.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.text}>{data.text}</p>
          )}
          <Link to={data.link.href} className={styles.link}>
            {data.link.label}
          </Link>
        </>
      )}
    </section>
  );
}
