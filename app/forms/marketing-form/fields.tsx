import { Field, SelectField, TextField } from "~/ui/field/field";
import * as fieldStyles from "~/ui/field/field.css";

import * as styles from "./marketing-form.css";
import type { MarketingFieldView } from "./view";

/**
 * A marketing form's fields, one control per type, with the app/ui field
 * primitives: text → an input (email or tel keyboards by format), picklist →
 * a select, multi-picklist → a multiple select, checkbox → a group of boxes
 * in a fieldset, single checkbox → one box. Plain HTML controls: they post
 * without JavaScript, and the server's schema (schema.ts) is the validation.
 * `idPrefix` keeps the ids apart where one page shows several forms with the
 * same fields (the content site's form blocks: each label its own input).
 */
export function MarketingFormFields({
  fields,
  requiredMark,
  idPrefix = "mf",
}: {
  fields: MarketingFieldView[];
  requiredMark: string;
  idPrefix?: string;
}) {
  return (
    <div className={styles.fields}>
      {fields.map((field) => (
        <MarketingFormField key={field.name} field={field} requiredMark={requiredMark} idPrefix={idPrefix} />
      ))}
    </div>
  );
}

function labelOf(field: MarketingFieldView, requiredMark: string) {
  return field.required ? `${field.label} ${requiredMark}` : field.label;
}

function MarketingFormField({
  field,
  requiredMark,
  idPrefix,
}: {
  field: MarketingFieldView;
  requiredMark: string;
  idPrefix: string;
}) {
  const label = labelOf(field, requiredMark);
  const id = `${idPrefix}-${field.name.replace(/\W/g, "-")}`;
  switch (field.type) {
    case "text":
      if (field.multiline)
        return (
          <Field id={id} name={field.name} label={label} hint={field.hint} errors={field.error}>
            {(control) => (
              <textarea
                {...control}
                className={`${control.className} ${fieldStyles.textArea}`}
                rows={5}
                maxLength={field.maxLength}
                defaultValue={field.value}
                aria-required={field.required || undefined}
              />
            )}
          </Field>
        );
      return (
        <TextField
          id={id}
          name={field.name}
          label={label}
          hint={field.hint}
          errors={field.error}
          type={field.inputType}
          maxLength={field.maxLength}
          defaultValue={field.value}
          aria-required={field.required || undefined}
          autoComplete={field.inputType === "email" ? "email" : field.inputType === "tel" ? "tel" : undefined}
        />
      );
    case "picklist":
      return (
        <SelectField
          id={id}
          name={field.name}
          label={label}
          hint={field.hint}
          errors={field.error}
          defaultValue={field.value}
          aria-required={field.required || undefined}
          options={[{ value: "", label: field.placeholder }, ...field.options]}
        />
      );
    case "multi-picklist":
      return (
        <Field id={id} name={field.name} label={label} hint={field.hint} errors={field.error}>
          {(control) => (
            <select
              {...control}
              className={`${control.className} ${styles.multiple}`}
              multiple
              defaultValue={field.value}
              aria-required={field.required || undefined}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case "checkbox":
      return <CheckboxGroup id={id} field={field} legend={label} />;
    case "single-checkbox":
      return (
        <div className={fieldStyles.field}>
          <label className={styles.choice}>
            <input
              type="checkbox"
              name={field.name}
              className={styles.box}
              defaultChecked={field.value}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={
                [field.hint ? `${id}-hint` : null, field.error ? `${id}-error` : null].filter(Boolean).join(" ") ||
                undefined
              }
              aria-required={field.required || undefined}
            />
            <span>{label}</span>
          </label>
          {field.hint ? (
            <p id={`${id}-hint`} className={fieldStyles.hint}>
              {field.hint}
            </p>
          ) : null}
          <p id={`${id}-error`} className={fieldStyles.error} aria-live="polite">
            {field.error}
          </p>
        </div>
      );
  }
}

function CheckboxGroup({
  id,
  field,
  legend,
}: {
  id: string;
  field: Extract<MarketingFieldView, { type: "multi-picklist" | "checkbox" }>;
  legend: string;
}) {
  const describedBy = [field.hint ? `${id}-hint` : null, field.error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset className={styles.group} aria-describedby={describedBy || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {field.options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              className={styles.box}
              defaultChecked={field.value.includes(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {field.hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {field.hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className={fieldStyles.error} aria-live="polite">
        {field.error}
      </p>
    </fieldset>
  );
}
