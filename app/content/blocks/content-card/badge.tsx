import { badgeLabel } from "~/domain/content/badge";
import { BadgeLabel } from "~/ui/badge-label/badge-label";

import * as styles from "./content-card.css";

/** A badge on a card ("Nuevo", "Safra 2026/27"), cut when long (spec 002 §9; ~/ui/badge-label). */
export function Badge({ label }: { label: string }) {
  return <BadgeLabel badge={badgeLabel(label)} className={styles.badge} />;
}
