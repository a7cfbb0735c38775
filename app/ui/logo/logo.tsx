import * as styles from "./logo.css";

/**
 * Surco's mark: furrows on a field-green tile with a wheat sun. `brand` is the
 * word shown beside it (it comes translated, like every text); without it the
 * mark stands alone and the link around it must carry a label.
 */
export function Logo({ brand }: { brand?: string }) {
  return (
    <span className={styles.logo}>
      <svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 32 32" className={styles.mark}>
        <rect width="32" height="32" rx="8" fill="#1f5f3a" />
        <circle cx="22" cy="10" r="4" fill="#f2c94c" />
        <path
          d="M4 26c6-6 14-8 24-8M4 21c5-4 11-6 17-6.5"
          fill="none"
          stroke="#f2c94c"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      {brand ? <span className={styles.word}>{brand}</span> : null}
    </span>
  );
}
