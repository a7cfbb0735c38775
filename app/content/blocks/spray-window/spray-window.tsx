import type { BlockProps } from "~/content/block-props";
import type { SprayClass } from "~/domain/weather/spray-window";
import { visuallyHidden } from "~/ui/a11y.css";
import { ErrorState } from "~/ui/error-state/error-state";
import { container } from "~/ui/layout.css";
import type { SprayView } from "~/weather/spray-view.server";
import * as styles from "~/weather/weather.css";

import type { SprayWindowBlockData } from "./schema";

/**
 * The spray-window strip (issue 15, decision 0037): the coming hours by day, each good, marginal or poor, told by
 * colour, by shape (a tick, a bar, a cross: never colour alone) and in words for screen readers; the reasons and
 * figures in each hour's title; "always follow the label" above it all.
 */
const SHAPES: Record<SprayClass, string> = {
  good: "M3 8.5 6.5 12 13 4.5",
  marginal: "M3 8h10",
  poor: "M4 4l8 8M12 4l-8 8",
};

function Mark({ verdict }: { verdict: SprayClass }) {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16">
      <path d={SHAPES[verdict]} stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function SprayWindowBlock({ block, loaded }: BlockProps<SprayWindowBlockData, SprayView>) {
  if (!loaded.ok) return null;
  const view = loaded.data;
  const id = block.id ?? "spray-windows";
  return (
    <section id={id} className={styles.block} aria-labelledby={`${id}-heading`}>
      <div className={container}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {view.heading}
        </h2>
        <p className={styles.lead}>{view.lead}</p>
        <p className={styles.labelNote}>{view.labelNote}</p>
        {view.state === "error" && view.error ? (
          <ErrorState
            title={view.error.title}
            subtitle={view.error.subtitle}
            headingLevel={3}
            action={{ label: view.error.retry, href: view.error.href, reloadDocument: true }}
          />
        ) : null}
        {view.prompt ? (
          <p>
            {view.prompt.text} {view.prompt.href ? <a href={view.prompt.href}>{view.prompt.link}</a> : null}
          </p>
        ) : null}
        {view.state === "ready" ? (
          <>
            <ul className={styles.legend} aria-label={view.legend.title}>
              {view.legend.items.map((item) => (
                <li key={item.verdict} className={`${styles.legendItem}`}>
                  <span className={`${styles.hour} ${styles.verdict[item.verdict]}`}>
                    <Mark verdict={item.verdict} />
                  </span>
                  {item.label}
                </li>
              ))}
            </ul>
            {view.days.map((day) => (
              <div key={day.key}>
                <h3 className={styles.stripDay}>{day.label}</h3>
                <ol className={styles.strip}>
                  {day.hours.map((hour) => (
                    <li key={hour.key} className={`${styles.hour} ${styles.verdict[hour.verdict]}`}>
                      <span aria-hidden="true">{hour.hour}</span>
                      <Mark verdict={hour.verdict} />
                      <span className={visuallyHidden}>{hour.label}.</span>
                    </li>
                  ))}
                </ol>
                {/* Each hour's reason as text to open with a tap (a hover title is unreadable on a phone: issue 27). */}
                <details className={styles.reasons}>
                  <summary>{view.reasons}</summary>
                  <ul>
                    {day.hours.map((hour) => (
                      <li key={hour.key}>
                        <strong>{hour.label}.</strong> {hour.details}
                      </li>
                    ))}
                  </ul>
                </details>
              </div>
            ))}
            <p className={styles.note}>{view.thresholds}</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
