import { Form, useNavigation } from "@remix-run/react";

import { MarketingFormFields } from "~/forms/marketing-form/fields";
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";
import { Button } from "~/ui/button/button";
import { ErrorState } from "~/ui/error-state/error-state";
import { SelectField, TextField } from "~/ui/field/field";
import * as fieldStyles from "~/ui/field/field.css";
import { container, pageBlock } from "~/ui/layout.css";
import { StepHeader } from "~/ui/step-header/step-header";

import type { VoucherActionData, VoucherView } from "./route";
import * as styles from "./voucher.css";

/**
 * The voucher form's page: the step indicator, then step 1 (product rows and
 * the distributor) or step 2 (the order's summary with "edit", the grower's
 * data, consent). Errors come back from the action beside their fields; a
 * summary line above the form says there are some.
 */
export function VoucherPage({ view, result }: { view: VoucherView; result: VoucherActionData | null }) {
  const errors = result?.errors ?? {};
  const alert = result?.submissionError ?? (Object.keys(errors).length ? view.formError : null);
  return (
    <div className={`${container} ${pageBlock}`}>
      <div className={styles.page}>
        <StepHeader heading={view.heading} lead={view.lead} step={view.stepOf} alert={alert} />
        {/* Remounted when the draft changes (a row removed, "edit"): the fields show the draft, not old DOM values;
            after an error (400, no new data) they keep what was typed. */}
        {view.step === "products" ? (
          <ProductsStep key={view.revision} view={view} errors={errors} />
        ) : (
          <ClientStep key={view.revision} view={view} errors={errors} />
        )}
      </div>
    </div>
  );
}

/** The buttons' intents, as the action reads them (voucher-form.server.ts: intentOf). */
const INTENTS = { ADD: "add-row", NEXT: "next", EDIT: "edit", SUBMIT: "submit" } as const;

type StepProps = { view: VoucherView; errors: Record<string, string> };

function KeyField({ value }: { value: string }) {
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value={value} />;
}

/** Enter in a field does what the step's main button does (the first submit button is the form's default). */
function DefaultButton({ intent }: { intent: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={styles.defaultButton}
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}

function ProductsStep({ view, errors }: StepProps) {
  const { products, distributor } = view;
  if (!products) {
    return (
      <ErrorState
        title={view.unavailable.title}
        subtitle={view.unavailable.body}
        action={{ label: view.unavailable.retry.label, href: view.unavailable.retry.href, reloadDocument: true }}
      />
    );
  }
  return (
    <Form method="post" action={view.action} className={styles.form} noValidate aria-label={view.stepTitle}>
      <KeyField value={view.key} />
      <DefaultButton intent={INTENTS.NEXT} />
      <fieldset className={styles.panel}>
        <legend className={styles.legend}>{products.legend}</legend>
        {errors.products ? <p className={fieldStyles.error}>{errors.products}</p> : null}
        {products.rows.map((row) => (
          <div
            key={`${view.key}-${row.index}`}
            className={styles.row}
            role="group"
            aria-labelledby={`row-${row.index}`}
          >
            <h2 id={`row-${row.index}`} className={styles.rowHeading}>
              {row.heading}
            </h2>
            <SelectField
              id={`products-${row.index}-product`}
              name={`products[${row.index}].product`}
              label={`${products.productLabel} ${view.requiredMark}`}
              options={products.options}
              defaultValue={row.product}
              errors={errors[`products[${row.index}].product`]}
              aria-required
            />
            <TextField
              id={`products-${row.index}-amount`}
              name={`products[${row.index}].amount`}
              label={`${products.amountLabel} ${view.requiredMark}`}
              hint={products.amountHint}
              inputMode="numeric"
              defaultValue={row.amount}
              errors={errors[`products[${row.index}].amount`]}
              aria-required
            />
            <div className={styles.removeCell}>
              <Button
                type="submit"
                name="intent"
                value={`remove-row:${row.index}`}
                variant="ghost"
                aria-label={row.remove}
              >
                {products.removeText}
              </Button>
            </div>
          </div>
        ))}
        {products.add ? (
          <div>
            <Button type="submit" name="intent" value={INTENTS.ADD} variant="secondary">
              {products.add}
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>{products.max}</p>
        )}
      </fieldset>
      <fieldset className={styles.panel}>
        <legend className={styles.legend}>{distributor.legend}</legend>
        <div className={styles.twoColumns}>
          {distributor.fields.map((field) => (
            <TextField
              key={`${view.key}-${field.name}`}
              id={field.name.replace(".", "-")}
              name={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              defaultValue={field.value}
              errors={errors[field.name]}
              aria-required={field.name === "distributor.name" || undefined}
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <span />
        <Button type="submit" name="intent" value={INTENTS.NEXT}>
          {view.next}
        </Button>
      </div>
    </Form>
  );
}

function ClientStep({ view, errors }: StepProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === INTENTS.SUBMIT;
  const { summary, client } = view;
  const fields = client?.fields.map((field) => ({ ...field, error: errors[field.name] ?? field.error }));
  return (
    <Form method="post" action={view.action} className={styles.form} noValidate aria-label={view.stepTitle}>
      <KeyField value={view.key} />
      {client ? <DefaultButton intent={INTENTS.SUBMIT} /> : null}
      {summary ? (
        <section className={styles.panel} aria-labelledby="voucher-summary">
          <div className={styles.summaryHead}>
            <h2 id="voucher-summary" className={styles.summaryTitle}>
              {summary.heading}
            </h2>
            <Button type="submit" name="intent" value={INTENTS.EDIT} variant="secondary" size="sm">
              {summary.edit}
            </Button>
          </div>
          <ul className={styles.summaryList}>
            {summary.rows.map((row, index) => (
              <li key={index}>{row}</li>
            ))}
          </ul>
          <p className={styles.muted}>{summary.distributor}</p>
        </section>
      ) : null}
      {client && fields ? (
        <>
          <fieldset className={styles.panel}>
            <legend className={styles.legend}>{client.legend}</legend>
            <MarketingFormFields fields={fields} requiredMark={view.requiredMark} />
          </fieldset>
          <div className={fieldStyles.field}>
            <label className={styles.consent}>
              <input
                type="checkbox"
                name="consent"
                className={styles.box}
                defaultChecked={client.consent.checked}
                aria-required
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? "consent-error" : undefined}
              />
              <span>{client.consent.label}</span>
            </label>
            <p id="consent-error" className={fieldStyles.error} aria-live="polite">
              {errors.consent}
            </p>
          </div>
          <div className={styles.actions}>
            <span />
            <Button type="submit" name="intent" value={INTENTS.SUBMIT} loading={submitting}>
              {client.submit}
            </Button>
          </div>
        </>
      ) : (
        <ErrorState
          title={view.unavailable.title}
          subtitle={view.unavailable.body}
          action={{ label: view.unavailable.retry.label, href: view.unavailable.retry.href, reloadDocument: true }}
        />
      )}
    </Form>
  );
}
