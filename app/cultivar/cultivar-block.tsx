import { useId } from "react";

import { buttonClassName } from "~/ui/button/button";
import { ErrorState } from "~/ui/error-state/error-state";
import { StackedTable } from "~/ui/stacked-table/stacked-table";

import * as styles from "./cultivar.css";
import type { CultivarCardView, CultivarView } from "./cultivar.server";

function CultivarCard({ card }: { card: CultivarCardView }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.card} data-cultivar="card">
      <h2 id={id} className={styles.title}>
        {card.title}
      </h2>
      {card.state === "error" ? (
        <ErrorState
          title={card.error.title}
          subtitle={card.error.subtitle}
          headingLevel={3}
          action={card.error.action}
        />
      ) : card.state === "empty" ? (
        <p className={styles.muted}>{card.text}</p>
      ) : (
        <>
          <dl className={styles.facts}>
            {card.facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt className={styles.term}>{fact.label}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <h3 className={styles.subheading}>{card.batches.heading}</h3>
          {card.batches.rows.length ? (
            <StackedTable
              columns={card.batches.columns}
              rows={card.batches.rows.map((row) => ({ key: row[0]!, cells: row }))}
              className={styles.table}
            />
          ) : (
            <p className={styles.muted}>{card.batches.empty}</p>
          )}
          {card.contacts.people.length ? (
            <>
              <h3 className={styles.subheading}>{card.contacts.heading}</h3>
              <ul className={styles.people}>
                {card.contacts.people.map((person) => (
                  <li key={person.email.value}>
                    <strong>{person.name}</strong>
                    <br />
                    {`${person.email.label}: `}
                    <a href={person.email.href} className={styles.link}>
                      {person.email.value}
                    </a>
                    <br />
                    {`${person.phone.label}: `}
                    <a href={person.phone.href} className={styles.link}>
                      {person.phone.value}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The cultivar container's output: the Cultivar Plus card, or the banner inviting everyone else. */
export function CultivarBlock({ data }: { data: CultivarView }) {
  const id = useId();
  if (data.kind === "card") return <CultivarCard card={data.card} />;
  return (
    <aside aria-labelledby={id} className={styles.banner} data-cultivar="banner">
      <h2 id={id} className={styles.title}>
        {data.banner.title}
      </h2>
      <p className={styles.muted}>{data.banner.body}</p>
      {data.banner.action ? (
        <p className={styles.muted}>
          <a href={data.banner.action.href} className={buttonClassName({ variant: "secondary", size: "sm" })}>
            {data.banner.action.label}
          </a>
        </p>
      ) : null}
    </aside>
  );
}
