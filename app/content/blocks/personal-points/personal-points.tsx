import { Link } from "@remix-run/react";
import { useId } from "react";

import type { BlockProps } from "~/content/block-props";
import { BlockUnavailable } from "~/content/block-unavailable";
import * as styles from "~/content/personal.css";

import type { PersonalPointsBlockData, PersonalPointsData } from "./schema";

/** The grower's points and expiry on the home page, with the way to the points page. */
export function PersonalPointsBlock({
  block,
  context,
  loaded,
}: BlockProps<PersonalPointsBlockData, PersonalPointsData>) {
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
    </section>
  );
}
