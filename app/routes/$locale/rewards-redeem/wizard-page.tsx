import { Form, Link, useNavigation } from "@remix-run/react";

import * as shared from "~/redemption/redemption.css";
import type { WizardView } from "~/redemption/wizard-view.server";
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";
import { visuallyHidden } from "~/ui/a11y.css";
import { Button, ButtonLink } from "~/ui/button/button";
import { Field, SelectField, TextField } from "~/ui/field/field";
import { container, pageBlock } from "~/ui/layout.css";

import * as styles from "./wizard.css";

type Errors = Record<string, string[]>;
/** The hidden fields' values the action reads (step-schemas.ts, route.tsx): names, not text. */
const SAVE = "save";
const FROM_REVIEW = "review";
type Values = Record<string, string>;

/**
 * One step of the redemption wizard: where the grower is, the step's plain
 * form (POST → 303 → GET: it works without JavaScript), Back and Continue.
 * Every form carries the wizard's key; the values are the draft's, or what the
 * grower just typed when the step came back with errors.
 */
export function WizardPage({
  view,
  stale,
  errors,
  values,
  formError,
}: {
  view: WizardView;
  stale: string | null;
  errors: Errors;
  values: Values;
  formError: string | null;
}) {
  const busy = useNavigation().state === "submitting";
  const review = view.form.step === "review";
  return (
    <div className={`${container} ${pageBlock} ${shared.stack}`}>
      <header className={shared.stack}>
        <h1 className={shared.heading}>{view.heading}</h1>
        <p className={shared.lead}>
          {view.balance} {view.pending}
        </p>
        <p className={shared.lead}>
          {view.window} {view.left}
        </p>
        <p className={shared.definition}>
          <Link to={view.requests.href} className={shared.textLink}>
            {view.requests.label}
          </Link>
        </p>
        <nav aria-label={view.progressLabel}>
          <ol className={styles.steps}>
            {view.progress.map((step) => (
              <li key={step.id} className={`${styles.stepItem} ${step.state === "current" ? styles.stepCurrent : ""}`}>
                {step.href ? (
                  <Link to={step.href} className={styles.stepLink}>
                    {step.title}
                  </Link>
                ) : (
                  <span aria-current={step.state === "current" ? "step" : undefined}>{step.title}</span>
                )}
                {step.state === "done" ? <span className={visuallyHidden}> ({view.doneLabel})</span> : null}
              </li>
            ))}
          </ol>
        </nav>
      </header>
      {stale ? <p className={shared.notice}>{stale}</p> : null}
      <section className={shared.panel} aria-labelledby="step-title">
        <p className={shared.lead}>{view.stepOf}</p>
        <h2 id="step-title" className={shared.panelTitle}>
          {view.title}
        </h2>
        {formError ? (
          <p className={shared.alert} role="alert">
            {formError}
          </p>
        ) : null}
        <Form method="post" className={styles.form} noValidate>
          <input type="hidden" name={SUBMISSION_KEY_FIELD} value={view.key} />
          {review ? null : <input type="hidden" name="intent" value={SAVE} />}
          {view.fromReview ? <input type="hidden" name="from" value={FROM_REVIEW} /> : null}
          <StepFields form={view.form} errors={errors} values={values} />
          <div className={shared.actions}>
            {view.back ? (
              <ButtonLink to={view.back.href} variant="secondary">
                {view.back.label}
              </ButtonLink>
            ) : null}
            <Button type="submit" loading={busy} disabled={busy}>
              {view.form.step === "review" ? view.form.submit : view.continueLabel}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}

function StepFields({ form, errors, values }: { form: WizardView["form"]; errors: Errors; values: Values }) {
  switch (form.step) {
    case "type":
      return (
        <fieldset className={styles.fieldset} aria-describedby={errors.type ? "type-error" : undefined}>
          <legend className={styles.legend}>{form.legend}</legend>
          {form.options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name="type"
                value={option.value}
                defaultChecked={values.type === option.value}
                disabled={Boolean(option.closed)}
                className={styles.radio}
                aria-describedby={`type-${option.value}-text`}
              />
              <span className={styles.optionLabel}>{option.label}</span>
              <span id={`type-${option.value}-text`} className={styles.optionText}>
                {option.description} {option.closed}
              </span>
            </label>
          ))}
          <p id="type-error" className={styles.error}>
            {errors.type?.[0]}
          </p>
        </fieldset>
      );
    case "amount":
      return (
        <>
          {form.rewards ? (
            <TextField
              label={form.rewards.label}
              hint={form.rewards.hint}
              name="rewards"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.rewards ?? ""}
              errors={errors.rewards}
            />
          ) : null}
          {form.additional ? (
            <TextField
              label={form.additional.label}
              hint={form.additional.hint}
              name="additional"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.additional ?? ""}
              errors={errors.additional}
            />
          ) : null}
        </>
      );
    case "recipient":
      return form.kind === "traditional" ? (
        <>
          <p className={shared.lead}>{form.intro}</p>
          <TextField
            label={form.labels.payeeName}
            name="payeeName"
            autoComplete="name"
            defaultValue={values.payeeName ?? ""}
            errors={errors.payeeName}
          />
          <TextField
            label={form.labels.street}
            name="street"
            autoComplete="address-line1"
            defaultValue={values.street ?? ""}
            errors={errors.street}
          />
          <TextField
            label={form.labels.city}
            name="city"
            autoComplete="address-level2"
            defaultValue={values.city ?? ""}
            errors={errors.city}
          />
          <SelectField
            label={form.labels.state}
            name="state"
            autoComplete="address-level1"
            options={form.states}
            defaultValue={values.state ?? ""}
            errors={errors.state}
          />
          <TextField
            label={form.labels.zip}
            hint={form.zipHint}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            defaultValue={values.zip ?? ""}
            errors={errors.zip}
          />
        </>
      ) : (
        <>
          <p className={shared.lead}>{form.intro}</p>
          <TextField
            label={form.labels.accountNumber}
            hint={form.accountNumberHint}
            name="accountNumber"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.accountNumber ?? ""}
            errors={errors.accountNumber}
          />
          <TextField
            label={form.labels.accountName}
            name="accountName"
            autoComplete="name"
            defaultValue={values.accountName ?? ""}
            errors={errors.accountName}
          />
        </>
      );
    case "note":
      return (
        <Field label={form.label} hint={form.hint} name="note" errors={errors.note}>
          {(control) => (
            <textarea
              {...control}
              className={`${control.className} ${styles.textarea}`}
              maxLength={form.maxLength}
              defaultValue={values.note ?? ""}
            />
          )}
        </Field>
      );
    case "review":
      return (
        <>
          <p className={shared.lead}>{form.intro}</p>
          <dl className={shared.facts}>
            {form.rows.map((row) => (
              <div key={row.label} className={shared.row}>
                <dt className={shared.term}>{row.label}</dt>
                <dd className={shared.definition}>
                  {row.value}{" "}
                  <Link to={row.edit.href} className={shared.textLink} aria-label={row.edit.name}>
                    {row.edit.label}
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
        </>
      );
  }
}
