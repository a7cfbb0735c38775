import { Form } from "@remix-run/react";

import { ContactCard } from "~/contact-card/contact-card";
import type { ContactCardData } from "~/contact-card/contact-card-data";
import { Button } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";

import * as styles from "./credit-summary.css";
import type { CreditSummaryData } from "./credit-summary.server";
import { barTitle, muted } from "./quotations-bar.css";

type Standard = Extract<CreditSummaryData, { kind: "standard" }>;

/**
 * The credit and debt summary: a GET form (CUIT when the grower has several, currency), the credit limit
 * widget with its graph and the debt widget; or the error state with a retry, or the empty state; and in every
 * state the credit team's contact card with its modal.
 */
export function CreditSummary({ data, contact }: { data: CreditSummaryData; contact: ContactCardData | null }) {
  return (
    <section aria-labelledby="credit-heading" className={styles.summary}>
      <h2 id="credit-heading" className={barTitle}>
        {data.heading}
      </h2>
      {data.kind === "error" ? (
        <ErrorState
          title={data.title}
          subtitle={data.subtitle}
          headingLevel={3}
          action={{ label: data.retry.label, href: data.retry.href, reloadDocument: true }}
        />
      ) : data.kind === "empty" ? (
        <EmptyState title={data.title} description={data.subtitle} headingLevel={3} />
      ) : (
        <Standard data={data} />
      )}
      {contact ? (
        <div className={styles.contact}>
          <ContactCard card={contact} as="section" testId="credit-contact-card" />
        </div>
      ) : null}
    </section>
  );
}

function Standard({ data }: { data: Standard }) {
  const { filters, credit, debt } = data;
  return (
    <>
      <Form method="get" className={styles.filters} aria-label={filters.label}>
        {filters.cuit ? (
          <div className={styles.filterField}>
            <label htmlFor="credit-cuit">{filters.cuit.label}</label>
            <select id="credit-cuit" name="cuit" defaultValue={filters.cuit.value} className={styles.select}>
              {filters.cuit.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={styles.filterField}>
          <label htmlFor="credit-currency">{filters.currency.label}</label>
          <select id="credit-currency" name="currency" defaultValue={filters.currency.value} className={styles.select}>
            {filters.currency.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          {filters.apply}
        </Button>
      </Form>
      <p className={muted}>
        <strong>{data.business.name}</strong> · {data.business.cuit}
      </p>
      <div className={styles.widgets}>
        <section aria-labelledby="credit-limit-heading" className={styles.widget}>
          <h3 id="credit-limit-heading" className={styles.widgetTitle}>
            {credit.heading}
          </h3>
          <ConsumedGraph graph={credit.graph} />
          <dl className={styles.figures}>
            <Figure label={credit.limit.label} value={credit.limit.value} />
            <Figure
              label={credit.available.label}
              value={`${credit.available.value} (${credit.available.percentage})`}
            />
            <Figure label={credit.consumed.label} value={`${credit.consumed.value} (${credit.consumed.percentage})`} />
          </dl>
        </section>
        <section aria-labelledby="credit-debt-heading" className={styles.widget}>
          <h3 id="credit-debt-heading" className={styles.widgetTitle}>
            {debt.heading}
          </h3>
          {debt.alert ? (
            <p role="note" className={styles.alert}>
              {debt.alert}
            </p>
          ) : null}
          <dl className={styles.figures}>
            <Figure label={debt.total.label} value={debt.total.value} />
            <Figure label={debt.overdue.label} value={debt.overdue.value} />
            <Figure label={debt.due.label} value={debt.due.value} />
          </dl>
        </section>
      </div>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}

/** A ring of the graph's size (250): the consumed share, already capped at 100, drawn over the whole limit. */
function ConsumedGraph({ graph }: { graph: Standard["credit"]["graph"] }) {
  const stroke = 28;
  const radius = (graph.size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = graph.size / 2;
  return (
    <svg
      className={styles.graph}
      viewBox={`0 0 ${graph.size} ${graph.size}`}
      width={graph.size}
      height={graph.size}
      role="img"
      aria-label={graph.label}
      data-share={graph.share}
    >
      <circle cx={centre} cy={centre} r={radius} className={styles.ringTrack} strokeWidth={stroke} />
      <circle
        cx={centre}
        cy={centre}
        r={radius}
        className={styles.ringValue}
        strokeWidth={stroke}
        strokeDasharray={`${(graph.share / 100) * circumference} ${circumference}`}
        transform={`rotate(-90 ${centre} ${centre})`}
      />
      <text x={centre} y={centre} textAnchor="middle" dominantBaseline="middle" className={styles.ringText}>
        {graph.percentage}
      </text>
    </svg>
  );
}
