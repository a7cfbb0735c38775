import * as styles from "./banners.css";
import type { Promotions } from "./promotions.server";

/**
 * The suggestion banner (spec 001 §2 §3 §8): the grower's campaign suggestions
 * by crop, each to the campaign centre with utm_source=sugestao. When the call
 * fails, or there is nothing to suggest, the box stays, empty of suggestions:
 * only its link to every campaign.
 */
export function SuggestionBanner({ data }: { data: Promotions["suggestion"] }) {
  return (
    <section aria-labelledby="suggestion-heading" className={styles.suggestion} data-testid="suggestion-banner">
      <h2 id="suggestion-heading" className={styles.heading}>
        {data.heading}
      </h2>
      {data.items.length ? (
        <>
          <p className={styles.text}>{data.lead}</p>
          <ul className={styles.chips}>
            {data.items.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={styles.chipLink}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data.all ? (
        <a href={data.all.href} className={styles.textLink}>
          {data.all.label}
        </a>
      ) : null}
    </section>
  );
}
