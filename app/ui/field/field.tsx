/**
 * Field: a label, one control, an optional hint and an error line.
 *
 *   <Field label hint? errors? id? name? field? hideLabel? className?>
 *     {(control) => <input {...control} defaultValue="…" />}
 *   </Field>
 *   <TextField label hint? errors? field? …any <input> attribute />
 *   <SelectField label options={[{ value, label }]} hint? errors? field? …any <select> attribute />
 *
 * `control` carries id, name, className, aria-invalid and aria-describedby
 * (hint, then error). The error line is always in the DOM with its height
 * reserved, so a message appearing or leaving shifts nothing (a click right
 * after a blur-validation lands where the user aimed). Its text is bold.
 *
 * Works with conform without needing it: pass `field={fields.lot}` and the
 * id, name, description/error ids and errors come from conform's metadata;
 * or pass `errors` (already translated strings) and `name` yourself.
 */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from "react";

import { visuallyHidden } from "../a11y.css";
import * as styles from "./field.css";

/** The part of conform's FieldMetadata a Field reads (structurally typed: no import of conform). */
interface FieldMeta {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  errors?: readonly string[] | undefined;
}

export interface ControlProps {
  id: string;
  name?: string;
  className: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldBase {
  label: ReactNode;
  hint?: ReactNode;
  /** Translated messages; the first is shown. */
  errors?: readonly string[] | string | null;
  field?: FieldMeta;
  id?: string;
  name?: string;
  /** The label stays for screen readers but is not shown (use sparingly: a visible label helps everyone). */
  hideLabel?: boolean;
  className?: string;
}

export interface FieldProps extends FieldBase {
  children: (control: ControlProps) => ReactNode;
}

export function Field({ label, hint, errors, field, id, name, hideLabel = false, className, children }: FieldProps) {
  const generated = useId();
  const controlId = field?.id ?? id ?? generated;
  const hintId = field?.descriptionId ?? `${controlId}-hint`;
  const errorId = field?.errorId ?? `${controlId}-error`;
  const list = errors ?? field?.errors ?? null;
  const message = typeof list === "string" ? list : (list?.[0] ?? null);
  const invalid = Boolean(message);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={controlId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      {children({
        id: controlId,
        name: field?.name ?? name,
        className: styles.control,
        "aria-invalid": invalid ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p id={errorId} className={styles.error} aria-live="polite">
        {message}
      </p>
    </div>
  );
}

export type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className">;

export function TextField({ label, hint, errors, field, id, name, hideLabel, className, ...input }: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={errors}
      field={field}
      id={id}
      name={name}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "className"> & { options: readonly SelectOption[] };

export function SelectField({
  label,
  hint,
  errors,
  field,
  id,
  name,
  hideLabel,
  className,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={errors}
      field={field}
      id={id}
      name={name}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => (
        <select {...select} {...control} className={`${control.className} ${styles.select}`}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
