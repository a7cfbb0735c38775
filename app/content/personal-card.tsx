import { type ReactNode, useId } from "react";

import type { BlockContext, Loaded } from "./block-props";
import { BlockUnavailable } from "./block-unavailable";
import * as styles from "./personal.css";

/**
 * The frame of a signed-in grower's own block on the home (points, fields, pending items): its heading, then what
 * its load gave, or its error state when the load failed. Nothing at all when the load says the block does not apply
 * to this grower (null).
 */
export function PersonalCard<D>({
  id,
  title,
  context,
  loaded,
  children,
}: {
  id?: string;
  title: string;
  context: BlockContext;
  loaded: Loaded<D>;
  children: (data: NonNullable<D>) => ReactNode;
}) {
  const headingId = useId();
  const data = loaded.ok ? loaded.data : undefined;
  if (data === null) return null;
  return (
    <section aria-labelledby={headingId} className={styles.card} id={id}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {data === undefined ? <BlockUnavailable context={context} /> : children(data)}
    </section>
  );
}
