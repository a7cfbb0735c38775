import { Link } from "@remix-run/react";

import type { BlockProps } from "~/content/block-props";
import * as styles from "~/content/personal.css";
import { PersonalCard } from "~/content/personal-card";

import type { PendingItemsBlockData, PendingItemsData } from "./schema";

/** What the grower sent that is not delivered yet, each item a link to its receipt; or that nothing is pending. */
export function PendingItemsBlock({ block, context, loaded }: BlockProps<PendingItemsBlockData, PendingItemsData>) {
  return (
    <PersonalCard id={block.id} title={block.title} context={context} loaded={loaded}>
      {(data) =>
        data.empty ? (
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
        )
      }
    </PersonalCard>
  );
}
