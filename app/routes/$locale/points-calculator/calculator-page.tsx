import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import * as shared from "~/loyalty/loyalty.css";
import { StatusCard } from "~/loyalty/points-cards";
import { visuallyHidden } from "~/ui/a11y.css";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { Field, SelectField } from "~/ui/field/field";
import { container, pageBlock } from "~/ui/layout.css";
import { Tabs } from "~/ui/tabs/tabs";

import { AmountInput } from "./amount-input";
import * as styles from "./calculator.css";
import type { CalculatorData } from "./route";

const RESULT_ANCHOR = "resultado";
const CATALOGUE_ANCHOR = "catalogo";

/** The calculator page: the form, the result with its breakdown, and the catalogue search. */
export function CalculatorPage({ data }: { data: CalculatorData }) {
  const { form, result, catalogue } = data;
  // The server's parse is the only validation (no schema in the browser): conform lays out its errors.
  const [conform, fields] = useForm({ id: "calculator", lastResult: form.result });
  const location = useLocation();
  const firstRender = useRef(true);
  // After a calculation in place, focus goes where the answer is: the result, or the first flagged field.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (result.kind === "result") document.getElementById(RESULT_ANCHOR)?.focus();
    else if (result.kind === "invalid") document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [location.key, result.kind]);
  return (
    <div className={`${container} ${pageBlock} ${shared.stack}`}>
      <header>
        <h1 className={shared.heading}>{data.heading}</h1>
        <p className={shared.lead}>{data.lead}</p>
        <div className={shared.notice} role="note">
          <p className={shared.noticeText}>{data.warning}</p>
        </div>
      </header>

      <div className={styles.layout}>
        <section aria-labelledby="calculator-form" className={shared.panel}>
          <h2 id="calculator-form" className={shared.panelTitle}>
            {form.label}
          </h2>
          <nav aria-label={form.channel.label} className={styles.channel}>
            <p className={styles.channelLabel} aria-hidden="true">
              {form.channel.label}
            </p>
            <ul className={styles.segmented}>
              {form.channel.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={item.href}
                    className={styles.segment}
                    aria-current={item.id === form.channel.current ? "page" : undefined}
                    preventScrollReset
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <p className={shared.muted}>{form.channel.hint}</p>
          </nav>

          <Form
            // Remounted on every navigation, "clear" included: a clear that lands on the address already shown
            // (typed but not yet calculated) must still put every field back to the member's defaults.
            key={location.key}
            method="get"
            action={`${form.action}#${RESULT_ANCHOR}`}
            className={styles.form}
            aria-label={form.label}
            {...getFormProps(conform)}
          >
            {form.hidden.map((field) => (
              <input key={field.name} type="hidden" name={field.name} value={field.value} />
            ))}
            <fieldset className={styles.stars}>
              <legend className={styles.legend}>{form.stars.legend}</legend>
              <div className={styles.starOptions}>
                {form.stars.options.map((option) => (
                  <label key={option.value} className={styles.starOption}>
                    <input
                      type="radio"
                      name="stars"
                      value={option.value}
                      defaultChecked={option.value === form.stars.value}
                    />
                    <span aria-hidden="true" className={styles.starGlyphs}>
                      {"★".repeat(option.value)}
                    </span>
                    <span className={visuallyHidden}>{option.label}</span>
                  </label>
                ))}
              </div>
              <p className={shared.muted}>{form.stars.hint}</p>
            </fieldset>
            <Field label={form.reais.label} hint={form.reais.hint} field={fields.reais}>
              {(control) => (
                <AmountInput
                  control={control}
                  defaultValue={form.reais.value}
                  locale={form.locale}
                  separators={form.separators}
                  prefix={form.currencySymbol}
                />
              )}
            </Field>
            <Field label={form.corn.label} hint={form.corn.hint} field={fields.corn}>
              {(control) => (
                <AmountInput
                  control={control}
                  defaultValue={form.corn.value}
                  locale={form.locale}
                  separators={form.separators}
                  prefix={form.currencySymbol}
                />
              )}
            </Field>
            <div className={styles.accelerators}>
              <SelectField
                name={form.brands.name}
                id="calculator-brands"
                label={form.brands.label}
                defaultValue={form.brands.value}
                options={form.brands.options}
              />
              <SelectField
                name={form.years.name}
                id="calculator-years"
                label={form.years.label}
                defaultValue={form.years.value}
                options={form.years.options}
              />
            </div>
            <div className={`${shared.notice} ${shared.noticeInfo}`} role="note">
              <p className={shared.noticeText}>{data.info}</p>
            </div>
            <div className={styles.buttons}>
              <button
                type="submit"
                name="intent"
                value={"calculate"}
                className={buttonClassName({ variant: "primary" })}
              >
                {form.calculate}
              </button>
              <button
                type="submit"
                name="intent"
                value={"clear"}
                className={buttonClassName({ variant: "ghost" })}
                formNoValidate
              >
                {form.clear}
              </button>
            </div>
          </Form>
        </section>

        <div className={styles.side}>
          <section
            id={RESULT_ANCHOR}
            aria-labelledby="calculator-result"
            className={`${shared.panel} ${shared.panelAccent} ${styles.result}`}
            tabIndex={-1}
          >
            <h2 id="calculator-result" className={shared.panelTitle}>
              {result.kind === "result" ? result.heading : form.label}
            </h2>
            {result.kind === "result" ? (
              <>
                <p className={shared.bigNumber}>{result.total}</p>
                <p role="status" className={shared.noticeText}>
                  {result.sentence}
                </p>
                <div className={styles.tableWrap}>
                  <table className={styles.breakdown} data-exact={result.exact}>
                    <caption className={styles.caption}>{result.caption}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{result.columns.factor}</th>
                        <th scope="col" className={styles.detailHeading}>
                          {result.columns.detail}
                        </th>
                        <th scope="col" className={styles.numeric}>
                          {result.columns.value}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.rows.map((row, index) => (
                        <tr key={index} className={styles.rowKind[row.kind]}>
                          <th scope="row">{row.factor}</th>
                          <td className={styles.detail}>{row.detail}</td>
                          <td className={styles.numeric}>{row.value}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p className={shared.muted}>{result.validity}</p>
              </>
            ) : (
              <p role="status" className={result.kind === "invalid" ? styles.invalid : shared.muted}>
                {result.text}
              </p>
            )}
          </section>
          {data.status ? <StatusCard card={data.status.card} heading={data.status.heading} /> : null}
        </div>
      </div>

      <section id={CATALOGUE_ANCHOR} aria-labelledby="catalogue-heading" className={styles.catalogue}>
        <h2 id="catalogue-heading" className={shared.sectionHeading}>
          {catalogue.heading}
        </h2>
        <p className={shared.lead}>{catalogue.lead}</p>
        <Tabs
          label={catalogue.tabs.label}
          items={catalogue.tabs.items}
          current={catalogue.tabs.current}
          controls="catalogue-results"
        />
        <div className={`${shared.notice} ${shared.noticeInfo}`} role="note">
          <p className={shared.noticeText}>
            {catalogue.tabs.current === "services" ? catalogue.alerts.services : catalogue.alerts.products}
          </p>
        </div>
        <Form
          key={location.search}
          method="get"
          action={`${catalogue.form.action}#${CATALOGUE_ANCHOR}`}
          preventScrollReset
          aria-label={catalogue.form.label}
          className={styles.filters}
        >
          {catalogue.form.hidden.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
          {catalogue.form.filters.map((filter) => (
            <SelectField
              key={filter.name}
              name={filter.name}
              id={`catalogue-${filter.name}`}
              label={filter.label}
              defaultValue={filter.value}
              options={filter.options}
            />
          ))}
          <div className={styles.filterActions}>
            <button type="submit" className={buttonClassName({ variant: "primary" })}>
              {catalogue.form.submit}
            </button>
            {catalogue.form.clear ? (
              <Link to={catalogue.form.clear.href} preventScrollReset className={shared.textLink}>
                {catalogue.form.clear.label}
              </Link>
            ) : null}
          </div>
        </Form>
        <div id="catalogue-results">
          {catalogue.state === "empty" ? (
            <EmptyState title={catalogue.empty.title} description={catalogue.empty.body} headingLevel={3} />
          ) : (
            <ul className={styles.grid} aria-label={catalogue.listLabel}>
              {catalogue.items.map((item) => (
                <li key={item.key} className={styles.item}>
                  <div className={styles.itemMedia}>
                    {item.image ? (
                      <img src={item.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
                    ) : null}
                  </div>
                  <div className={styles.itemBody}>
                    <h3 className={styles.itemName}>{item.name}</h3>
                    <p className={styles.itemPoints}>{item.points}</p>
                    <a href={item.href} target="_blank" rel="noopener noreferrer" className={shared.textLink}>
                      {catalogue.view}
                      <span className={visuallyHidden}>{` — ${item.name} (${catalogue.newWindow})`}</span>
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        {catalogue.more ? (
          <p className={styles.more}>
            <Link to={catalogue.more.href} preventScrollReset className={buttonClassName({ variant: "secondary" })}>
              {catalogue.more.label}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
