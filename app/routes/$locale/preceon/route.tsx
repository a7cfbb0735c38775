import { data as respond, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { countryOf } from "~/countries";
import { forecastView } from "~/domain/fields/forecast";
import { CLIMATIC_YEARS, parsePreceonSelection, WATER_IN_GROUND } from "~/domain/fields/preceon";
import { dayIn, formatWeekday } from "~/format/dates";
import { formatNumber } from "~/format/numbers";
import { metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { ForecastError, forecastSummary, listFields, preceonSummary } from "~/services/agronomy/client.server";
import type { PreceonCard } from "~/services/agronomy/contract";
import { log } from "~/services/log.server";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";

import { failedToFetch } from "../fields/failed-to-fetch.server";
import { FieldPage } from "../fields/field-page";
import { openFieldPage } from "../fields/field-page.server";
import * as page from "../fields/fields.css";
import { connectHref, cookieHeaders } from "../fields/gate.server";
import { measuresFor } from "../fields/measures";
import * as styles from "./preceon.css";

/**
 * Preceon (spec 000 §3, §9): a GET form (farm, field, date, climatic year,
 * water in ground, amount with default 8) and the summary cards for the
 * selection, with the field's forecast summary (needs lat and lng, §5 §8).
 * A grower without a connected account gets the banner variant of the
 * connect link (preceon-redirect=true).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, t, access } = await openFieldPage(request);
  const selection = parsePreceonSelection(url.searchParams);
  const base = {
    meta: { title: t("preceon.meta.title"), description: t("preceon.meta.description") },
    heading: t("preceon.heading"),
    lead: t("preceon.lead"),
    retry: { label: t("rec.errors.retry"), href: `${url.pathname}${url.search}` },
  };
  if (!access.connected) {
    return respond(
      {
        ...base,
        banner: {
          title: t("preceon.banner.title"),
          body: t("preceon.banner.body"),
          action: t("preceon.banner.action"),
          href: connectHref(locale, url.pathname, { preceon: true }),
        },
        form: null,
        fieldsError: null,
        summary: null,
        forecast: null,
      },
      { headers: cookieHeaders(access.setCookie) },
    );
  }
  const token = access.token;
  let fields: Awaited<ReturnType<typeof listFields>>["results"] = [];
  let fieldsError: { title: string; detail: string } | null = null;
  try {
    fields = (await listFields(token, locale, countryOf(locale).code)).results;
  } catch (error) {
    fieldsError = { title: t("rec.errors.fields"), detail: failedToFetch("fields", error) };
  }
  const farms = [...new Set(fields.map((f) => f.location))];
  const farm = selection.selectedFarm && farms.includes(selection.selectedFarm) ? selection.selectedFarm : null;
  const inFarm = fields.filter((f) => !farm || f.location === farm);
  const field = inFarm.find((f) => f.id === selection.selectedField) ?? null;

  let summary:
    | null
    | {
        ok: true;
        heading: string;
        cards: {
          title: string;
          description: string;
          tooltipText: string;
          more: string;
          button: { label: string; url: string } | null;
          image: string;
          type: string;
          value: string;
        }[];
      }
    | { ok: false; title: string; detail: string } = null;
  let forecast:
    null | { heading: string; days: string[]; stale: string | null } | { heading: string; message: string } = null;
  const measures = measuresFor(t, locale);
  // A card's number in the grower's locale and units; density and yield trimmed to 4 decimals (spec 000 §9).
  const cardValue = (card: PreceonCard) =>
    card.type === "yield"
      ? measures.curveYield(card.value, "corn")
      : card.type === "density"
        ? measures.density(card.value)
        : card.type === "water"
          ? t("units.mm", { value: formatNumber(locale, card.value, 0) })
          : t("units.kgNha", { value: formatNumber(locale, card.value, 0) });
  if (field) {
    const [summaryResult, forecastResult] = await Promise.allSettled([
      preceonSummary(token, {
        field: field.id,
        climaticYear: selection.selectedClimaticYear,
        water: selection.selectedWaterInGround,
        amount: selection.selectedAmount,
        date: selection.selectedDate,
      }),
      forecastSummary(
        token,
        Number.isFinite(field.lat) ? field.lat : null,
        Number.isFinite(field.lng) ? field.lng : null,
      ),
    ]);
    summary =
      summaryResult.status === "fulfilled"
        ? {
            ok: true,
            heading: t("preceon.summaryHeading", { field: field.name }),
            cards: summaryResult.value.cards.map((c) => ({
              ...c,
              value: cardValue(c),
              more: t("preceon.more", { title: c.title }),
            })),
          }
        : { ok: false, title: t("preceon.error"), detail: failedToFetch("preceon summary", summaryResult.reason) };
    const heading = t("preceon.forecast.heading", { field: field.name });
    if (forecastResult.status === "fulfilled") {
      const shown = forecastView(forecastResult.value, dayIn(countryOf(locale).timeZone, new Date()));
      forecast =
        shown.days.length === 0
          ? { heading, message: t("preceon.forecast.expired", { count: shown.staleDays }) }
          : {
              heading,
              stale: shown.staleDays > 0 ? t("preceon.forecast.stale", { count: shown.staleDays }) : null,
              days: shown.days.map((d) => {
                const weather = t("preceon.forecast.day", {
                  max: formatNumber(locale, d.tempMax, 0),
                  min: formatNumber(locale, d.tempMin, 0),
                  rain: formatNumber(locale, d.rainMm, 1),
                  chance: formatNumber(locale, d.rainChance, 0),
                });
                return `${formatWeekday(locale, d.date)}: ${weather}`;
              }),
            };
    } else {
      const reason = forecastResult.reason;
      log("warn", "forecast summary failed", { reason: (reason as Error).message });
      const message =
        reason instanceof ForecastError
          ? reason.message === "Missing latitude or longitude"
            ? t("preceon.forecast.missing")
            : t("preceon.forecast.empty")
          : `${t("preceon.forecast.error")} (${failedToFetch("forecast summary", reason)})`;
      forecast = { heading, message };
    }
  }

  return respond(
    {
      ...base,
      banner: null,
      fieldsError,
      form: {
        legend: t("preceon.legend"),
        farm: { label: t("preceon.farm"), any: t("preceon.anyFarm"), value: farm ?? "", options: farms },
        field: {
          label: t("preceon.field"),
          value: field?.id ?? "",
          options: inFarm.map((f) => ({ value: f.id, label: `${f.name} · ${f.location}` })),
        },
        date: { label: t("preceon.date"), value: selection.selectedDate ?? "" },
        climaticYear: {
          label: t("preceon.climaticYear"),
          value: selection.selectedClimaticYear,
          options: CLIMATIC_YEARS.map((v) => ({ value: v, label: t(`preceon.climaticYears.${v}`) })),
        },
        water: {
          label: t("preceon.water"),
          value: selection.selectedWaterInGround,
          options: WATER_IN_GROUND.map((v) => ({ value: v, label: t(`preceon.waters.${v}`) })),
        },
        amount: { label: t("preceon.amount"), value: String(selection.selectedAmount) },
        submit: t("preceon.submit"),
        chooseField: field ? null : t("preceon.chooseField"),
      },
      summary,
      forecast,
    },
    { headers: cookieHeaders(access.setCookie) },
  );
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
            <div className={page.label}>
              <label htmlFor="preceon-farm">{data.form.farm.label}</label>
              <select id="preceon-farm" name="farm" defaultValue={data.form.farm.value} className={page.select}>
                <option value="">{data.form.farm.any}</option>
                {data.form.farm.options.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </div>
            <div className={page.label}>
              <label htmlFor="preceon-field">{data.form.field.label}</label>
              <select id="preceon-field" name="field" defaultValue={data.form.field.value} className={page.select}>
                {data.form.field.options.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={page.label}>
              <label htmlFor="preceon-date">{data.form.date.label}</label>
              <input
                id="preceon-date"
                type="date"
                name="date"
                defaultValue={data.form.date.value}
                className={page.select}
              />
            </div>
            <div className={page.label}>
              <label htmlFor="preceon-climaticYear">{data.form.climaticYear.label}</label>
              <select
                id="preceon-climaticYear"
                name="climaticYear"
                defaultValue={data.form.climaticYear.value}
                className={page.select}
              >
                {data.form.climaticYear.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={page.label}>
              <label htmlFor="preceon-water">{data.form.water.label}</label>
              <select id="preceon-water" name="water" defaultValue={data.form.water.value} className={page.select}>
                {data.form.water.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={page.label}>
              <label htmlFor="preceon-amount">{data.form.amount.label}</label>
              <input
                id="preceon-amount"
                type="number"
                name="amount"
                min={1}
                max={100}
                step={0.1}
                inputMode="decimal"
                defaultValue={data.form.amount.value}
                className={page.select}
              />
            </div>
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
