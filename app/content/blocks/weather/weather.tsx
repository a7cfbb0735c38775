import { Form } from "@remix-run/react";

import type { BlockProps } from "~/content/block-props";
import { visuallyHidden } from "~/ui/a11y.css";
import { Button } from "~/ui/button/button";
import { container } from "~/ui/layout.css";
import type { GddView } from "~/weather/degree-days-view.server";
import { LocationForm } from "~/weather/location-form";
import { SkyIcon, WindArrow } from "~/weather/sky-icon";
import * as styles from "~/weather/weather.css";
import type { WeatherView } from "~/weather/weather-view.server";

import type { WeatherBlockData } from "./schema";

/** The change-location button: the place is forgotten and the widget goes back to no location. */
const CLEAR_INTENT = "clear";

/**
 * The 7-day weather widget (spec 002 §2 §4): no location → the location form; a place → its heading, the
 * change-location button and the days (weekday and day.month, sky, max/min, sunshine hours, humidity, rain, wind
 * with its arrow); corn degree days below when the block asks. Everything comes finished from the server load.
 */
export function WeatherBlock({ block, loaded }: BlockProps<WeatherBlockData, WeatherView>) {
  if (!loaded.ok) return null;
  const view = loaded.data;
  const problem = view.problem?.message ?? null;
  const headingId = `${view.anchor}-heading`;
  return (
    <section id={block.id ?? view.anchor} className={styles.block} aria-labelledby={headingId}>
      <div className={container}>
        <h2 id={headingId} className={styles.heading}>
          {view.heading}
        </h2>
        <p className={styles.lead}>{view.lead}</p>
        {view.mode === "none" ? (
          <>
            <p>{view.prompt}</p>
            <LocationForm form={view.form} problem={problem} />
          </>
        ) : (
          <>
            <div className={styles.placeBar}>
              <p className={styles.place}>{view.placeHeading}</p>
              <Form method="post" action={view.form.action}>
                <input type="hidden" name="intent" value={CLEAR_INTENT} />
                <input type="hidden" name="locale" value={view.form.locale} />
                <input type="hidden" name="returnTo" value={view.form.returnTo} />
                <Button type="submit" variant="secondary" size="sm">
                  {view.form.changeLocation}
                </Button>
              </Form>
            </div>
            {view.problem ? (
              <p className={styles.error} role="alert">
                {view.problem.message}{" "}
                {view.problem.retry ? <a href={view.problem.retry.href}>{view.problem.retry.label}</a> : null}
              </p>
            ) : null}
          </>
        )}
        {view.days ? <ForecastDays view={view} /> : null}
        {view.gdd && view.mode !== "none" ? <DegreeDays gdd={view.gdd} anchor={`${view.anchor}-gdd`} /> : null}
      </div>
    </section>
  );
}

function ForecastDays({ view }: { view: WeatherView }) {
  const { columns } = view;
  return (
    <>
      <ol className={styles.days} aria-label={view.caption}>
        {view.days!.map((day) => (
          <li key={day.day} className={styles.day}>
            <h3 className={styles.dayName}>
              {day.weekday} <span className={styles.dayDate}>{day.dayMonth}</span>
            </h3>
            <p className={styles.sky}>
              <SkyIcon icon={day.icon} className={styles.icon} />
              <span className={styles.phrase}>{day.phrase}</span>
            </p>
            <p className={styles.temperatures}>
              <span className={visuallyHidden}>{columns.maxMin} </span>
              {day.max} <span className={styles.minTemperature}>/ {day.min}</span>
            </p>
            <dl className={styles.facts}>
              <dt className={styles.factName}>{columns.sunshine}</dt>
              <dd className={styles.factValue}>{day.sunshine}</dd>
              <dt className={styles.factName}>{columns.humidity}</dt>
              <dd className={styles.factValue}>{day.humidity}</dd>
              <dt className={styles.factName}>{columns.rain}</dt>
              <dd className={styles.factValue}>{day.rain}</dd>
              <dt className={styles.factName}>{columns.wind}</dt>
              <dd className={styles.factValue} title={day.windText}>
                <WindArrow rotation={day.windArrow} className={styles.arrow} />
                <span aria-hidden="true">{day.wind}</span> <span className={visuallyHidden}>{day.windText}</span>
              </dd>
            </dl>
          </li>
        ))}
      </ol>
      <p className={styles.note}>{view.unitsNote}</p>
    </>
  );
}

function DegreeDays({ gdd, anchor }: { gdd: GddView; anchor: string }) {
  return (
    <section id={anchor} className={styles.gdd} aria-labelledby={`${anchor}-heading`}>
      <h3 id={`${anchor}-heading`} className={styles.subheading}>
        {gdd.heading}
      </h3>
      <p className={styles.note}>{gdd.lead}</p>
      <Form method="get" action={gdd.action} className={styles.form} preventScrollReset>
        <div className={styles.inputWrap}>
          <label className={styles.label} htmlFor={`${anchor}-planted`}>
            {gdd.label}
          </label>
          <input
            id={`${anchor}-planted`}
            name="planted"
            type="date"
            className={styles.input}
            defaultValue={gdd.planted}
            key={gdd.planted}
            min={gdd.min}
            max={gdd.max}
            aria-invalid={gdd.error ? true : undefined}
            aria-describedby={`${anchor}-error`}
          />
          <p id={`${anchor}-error`} className={styles.error}>
            {gdd.error}
          </p>
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            {gdd.submit}
          </Button>
        </div>
      </Form>
      {gdd.figures ? (
        <div role="status">
          <p className={styles.figure}>{gdd.figures.sincePlanting}</p>
          <p className={styles.note}>
            {gdd.figures.days} · {gdd.figures.nextWeek}
          </p>
        </div>
      ) : null}
      {gdd.unavailable ? <p className={styles.error}>{gdd.unavailable}</p> : null}
    </section>
  );
}
