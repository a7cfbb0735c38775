import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

import * as shared from "~/loyalty/loyalty.css";
import { StatusCard } from "~/loyalty/points-cards";
import { visuallyHidden } from "~/ui/a11y.css";
import { buttonClassName } from "~/ui/button/button";
import { Field, SelectField } from "~/ui/field/field";
import { container, pageBlock } from "~/ui/layout.css";

import { AmountInput } from "./amount-input";
import * as styles from "./calculator.css";
import { CalculatorResult, RESULT_ANCHOR } from "./calculator-result";
import { CatalogueSection } from "./catalogue-section";
import type { CalculatorData } from "./route";

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
          <CalculatorResult result={result} heading={form.label} />
          {data.status ? <StatusCard card={data.status.card} heading={data.status.heading} /> : null}
        </div>
      </div>

      <CatalogueSection catalogue={catalogue} />
    </div>
  );
}
