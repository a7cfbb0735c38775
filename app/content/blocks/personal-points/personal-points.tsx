import { Link } from "@remix-run/react";

import type { BlockProps } from "~/content/block-props";
import * as styles from "~/content/personal.css";
import { PersonalCard } from "~/content/personal-card";

import type { PersonalPointsBlockData, PersonalPointsData } from "./schema";

/** The grower's points and expiry on the home page, with the way to the points page. */
export function PersonalPointsBlock({
  block,
  context,
  loaded,
}: BlockProps<PersonalPointsBlockData, PersonalPointsData>) {
  return (
    <PersonalCard id={block.id} title={block.title} context={context} loaded={loaded}>
      {(data) => (
        <>
          {data.state === "member" ? (
            <dl className={styles.figures}>
              <div>
                <dt className={styles.term}>{data.balanceLabel}</dt>
                <dd className={styles.figure}>{data.balance}</dd>
              </div>
              <div>
                <dt className={styles.term}>{data.expiryLabel}</dt>
                <dd className={styles.value}>{data.expiry}</dd>
              </div>
            </dl>
          ) : (
            <p className={styles.value}>{data.text}</p>
          )}
          <Link to={data.href} className={styles.link}>
            {block.linkLabel}
          </Link>
        </>
      )}
    </PersonalCard>
  );
}
