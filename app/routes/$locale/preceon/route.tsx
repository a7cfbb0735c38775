import { data as respond, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { countryOf } from "~/countries";
import { FieldPage } from "~/field-data/field-page";
import * as page from "~/field-data/field-page.css";
import { measuresFor } from "~/field-data/measures";
import { openFieldPage } from "~/field-data/open-field-page.server";
import { fetchFields } from "~/field-data/partner-calls.server";
import { privateHeaders } from "~/field-data/private-headers";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { SelectField, TextField } from "~/ui/field/field";

import { fetchFieldOutlook } from "./data.server";
import * as styles from "./preceon.css";
import { chooseFarmAndField, readPreceonQuery } from "./query";
import { bannerPage, pageFrame, preceonPage } from "./view.server";

/**
 * Preceon (spec 000 §3, §9): a GET form (farm, field, date, climatic year,
 * water in ground, amount with default 8) and the summary cards for the
 * selection, with the field's forecast summary (needs lat and lng, §5 §8).
 * A grower without a connected account gets the banner variant of the
 * connect link (preceon-redirect=true).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, t, access } = await openFieldPage(request);
  const query = readPreceonQuery(url.searchParams);
  const frame = pageFrame(t, url);
  const headers = privateHeaders(access.setCookie);
  if (!access.connected) return respond(bannerPage(t, locale, url, frame), { headers });

  const fields = await fetchFields(access.token, locale, countryOf(locale).code);
  const chosen = chooseFarmAndField(fields.ok ? fields.value : [], query.selection);
  const outlook = chosen.field ? await fetchFieldOutlook(access.token, chosen.field, query) : null;
  const page = preceonPage(t, locale, measuresFor(t, locale), frame, {
    query,
    fields,
    chosen,
    outlook,
    now: new Date(),
  });
  return respond(page, { headers });
}

export const meta = metaFromLoader(PRIVATE_PAGE);

export default function Preceon() {
  const data = useLoaderData<typeof loader>();
  return (
    <FieldPage heading={data.heading} lead={data.lead}>
      {data.banner ? (
        <section className={page.panel} aria-labelledby="preceon-banner">
          <h2 id="preceon-banner" className={page.heading}>
            {data.banner.title}
          </h2>
          <p className={page.lead}>{data.banner.body}</p>
          <div className={page.actions}>
            <a href={data.banner.href} className={buttonClassName({ variant: "primary" })}>
              {data.banner.action}
            </a>
          </div>
        </section>
      ) : null}
      {data.fieldsError ? (
        <ErrorState
          title={data.fieldsError.title}
          subtitle={data.fieldsError.detail}
          action={{ label: data.retry.label, href: data.retry.href, reloadDocument: true }}
        />
      ) : null}
      {data.form ? (
        <Form method="get" className={styles.form}>
          <fieldset className={styles.fieldset}>
            <legend className={page.heading}>{data.form.legend}</legend>
            <SelectField
              id="preceon-farm"
              name="farm"
              label={data.form.farm.label}
              options={data.form.farm.options}
              defaultValue={data.form.farm.value}
            />
            <SelectField
              id="preceon-field"
              name="field"
              label={data.form.field.label}
              options={data.form.field.options}
              defaultValue={data.form.field.value}
              errors={data.form.field.error}
            />
            <TextField
              id="preceon-date"
              name="date"
              type="date"
              label={data.form.date.label}
              errors={data.form.date.error}
              defaultValue={data.form.date.value}
            />
            <SelectField
              id="preceon-climaticYear"
              name="climaticYear"
              label={data.form.climaticYear.label}
              options={data.form.climaticYear.options}
              defaultValue={data.form.climaticYear.value}
            />
            <SelectField
              id="preceon-water"
              name="water"
              label={data.form.water.label}
              options={data.form.water.options}
              defaultValue={data.form.water.value}
            />
            <TextField
              id="preceon-amount"
              name="amount"
              type="number"
              min={1}
              max={100}
              step={0.1}
              inputMode="decimal"
              label={data.form.amount.label}
              errors={data.form.amount.error}
              defaultValue={data.form.amount.value}
            />
          </fieldset>
          <button type="submit" className={buttonClassName({ variant: "primary" })}>
            {data.form.submit}
          </button>
          {data.form.chooseField ? <p className={page.note}>{data.form.chooseField}</p> : null}
        </Form>
      ) : null}
      {data.summary && !data.summary.ok ? (
        <ErrorState
          title={data.summary.title}
          subtitle={data.summary.detail}
          action={{ label: data.retry.label, href: data.retry.href, reloadDocument: true }}
        />
      ) : null}
      {data.summary && data.summary.ok ? (
        <section aria-labelledby="preceon-summary" className={page.page}>
          <h2 id="preceon-summary" className={page.heading}>
            {data.summary.heading}
          </h2>
          <ul className={page.cards}>
            {data.summary.cards.map((card) => (
              <li key={card.type} className={page.card} data-type={card.type}>
                <h3 className={page.cardTitle}>{card.title}</h3>
                <p className={page.cardValue}>{card.value}</p>
                <p className={page.cardDetail}>{card.description}</p>
                <details className={styles.tooltip}>
                  <summary>{card.more}</summary>
                  <p className={page.note}>{card.tooltipText}</p>
                </details>
                {card.button ? (
                  <a
                    href={card.button.url}
                    className={buttonClassName({ variant: "ghost", size: "sm" })}
                    rel="noopener noreferrer"
                  >
                    {card.button.label}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.forecast ? (
        <section aria-labelledby="preceon-forecast" className={page.panel}>
          <h2 id="preceon-forecast" className={page.heading}>
            {data.forecast.heading}
          </h2>
          {"days" in data.forecast ? (
            <>
              {data.forecast.stale ? (
                <p className={page.note} data-forecast-stale>
                  {data.forecast.stale}
                </p>
              ) : null}
              <ul className={styles.days}>
                {data.forecast.days.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </>
          ) : (
            <EmptyState title={data.forecast.message} headingLevel={3} />
          )}
        </section>
      ) : null}
    </FieldPage>
  );
}
