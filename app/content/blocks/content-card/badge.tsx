import { badgeLabel } from "~/domain/content/badge";
import { visuallyHidden } from "~/ui/a11y.css";

import * as styles from "./content-card.css";

/**
 * A badge on a card ("Nuevo", "Safra 2026/27"): labels over 14 characters are
 * cut to 11 plus '...' (spec 002 §9); the whole label stays the accessible
 * name and the tooltip, so nothing is lost to the cut.
 */
export function Badge({ label }: { label: string }) {
  const { text, full } = badgeLabel(label);
  if (!full) return <span className={styles.badge}>{text}</span>;
  return (
    <span className={styles.badge} title={full}>
      <span aria-hidden="true">{text}</span>
      <span className={visuallyHidden}>{full}</span>
    </span>
  );
}
