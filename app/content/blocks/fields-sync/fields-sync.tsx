import { Link } from "@remix-run/react";

import type { BlockProps } from "~/content/block-props";
import * as styles from "~/content/personal.css";
import { PersonalCard } from "~/content/personal-card";

import type { FieldsSyncBlockData, FieldsSyncData } from "./schema";

/** When the grower's fields last synced, with the way to their dashboard, or the way to link their account. */
export function FieldsSyncBlock({ block, context, loaded }: BlockProps<FieldsSyncBlockData, FieldsSyncData>) {
  return (
    <PersonalCard id={block.id} title={block.title} context={context} loaded={loaded}>
      {(data) => (
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
    </PersonalCard>
  );
}
