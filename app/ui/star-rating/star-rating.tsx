import * as styles from "./star-rating.css";

const MAX_STARS = 5;

export interface StarRatingProps {
  /** Stars earned, 0 to 5 (spec: the points displays show one to five). */
  count: number;
  /** The same, in words, already translated ("3 stars"): what screen readers hear. */
  label: string;
  /** Show the words beside the stars too (default), or only to screen readers. */
  showLabel?: boolean;
}

/** ★★★☆☆ with its meaning in words; the glyphs themselves are decoration. */
export function StarRating({ count, label, showLabel = true }: StarRatingProps) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(count)));
  return (
    <span className={styles.rating}>
      <span aria-hidden="true" className={styles.glyphs}>
        {"★".repeat(filled)}
        <span className={styles.empty}>{"☆".repeat(MAX_STARS - filled)}</span>
      </span>
      <span className={showLabel ? undefined : styles.hiddenLabel}>{label}</span>
    </span>
  );
}
