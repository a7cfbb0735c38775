import { Link } from "@remix-run/react";

import { EmptyState } from "~/ui/empty-state/empty-state";

import * as styles from "./local-yield.css";
import type { ResultsView, TrialCardView } from "./view.server";

/** The results under the form: the prompt, the no-results state, or the nearest trials as cards. */
export function TrialResults({ results }: { results: Exclude<ResultsView, { state: "unavailable" }> }) {
  switch (results.state) {
    case "problems":
      return null;
    case "prompt":
      return <p className={styles.prompt}>{results.text}</p>;
    case "none-nearby":
      return (
        <EmptyState
          title={results.title}
          action={
            results.link ? (
              <Link to={results.link.href} className={styles.textLink}>
                {results.link.label}
              </Link>
            ) : null
          }
        />
      );
    case "results":
      return (
        <section aria-labelledby="trial-results-heading" className={styles.results}>
          <h2 id="trial-results-heading" className={styles.resultsHeading}>
            {results.heading}
          </h2>
          <p className={styles.resultsLead}>{results.lead}</p>
          <ol className={styles.cards}>
            {results.cards.map((card) => (
              <TrialCard key={card.id} card={card} />
            ))}
          </ol>
        </section>
      );
  }
}

function TrialCard({ card }: { card: TrialCardView }) {
  const titleId = `trial-${card.id}`;
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <h3 id={titleId} className={styles.product}>
          {card.product}
        </h3>
        <p className={styles.place}>
          <span>{card.place}</span> <span className={styles.distance}>{card.distance}</span>
        </p>
        <p className={styles.yieldBlock}>
          <span className={styles.yieldLabel}>{card.yieldLabel}</span>
          <strong className={styles.yieldValue}>{card.yield}</strong>
        </p>
        {card.comparison ? (
          <p className={styles.comparison}>
            <span className={styles.comparedWith}>{card.comparison.text}</span>
            <span className={styles.comparisonFigures}>
              <span>{card.comparison.yield}</span>
              <strong className={styles.advantage[card.comparison.tone]}>{card.comparison.advantage}</strong>
            </span>
          </p>
        ) : null}
        <dl className={styles.details}>
          {card.details.map((detail) => (
            <div key={detail.label} className={styles.detail}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </li>
  );
}
