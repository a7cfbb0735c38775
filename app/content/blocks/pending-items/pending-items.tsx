import { Link } from "@remix-run/react";
import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { BlockUnavailable } from "~/content/block-unavailable";
import * as styles from "~/content/personal.css";

import type { PendingItemsBlockData, PendingItemsData } from "./schema";

/** What the grower sent that is not delivered yet, each item a link to its receipt; or that nothing is pending. */
export function PendingItemsBlock({ block, context, loaded }: BlockProps<PendingItemsBlockData, PendingItemsData>) {
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
      ) : data.empty ? (
        <p className={styles.value}>{data.empty}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {data.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={styles.link}>
                  {item.label}
                </Link>
                <span className={styles.itemDetail}>{item.detail}</span>
              </li>
            ))}
          </ul>
          {data.more ? <p className={styles.value}>{data.more}</p> : null}
        </>
      )}
    </section>
  );
}
