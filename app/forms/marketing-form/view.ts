import type { MarketingField, MarketingFormDefinition } from "~/services/marketing-forms/contract";

/**
 * What the field renderer (fields.tsx) needs for one field, made on the server
 * (decision 0003: the browser gets finished text): its control, name, label,
 * options, the value to show (as typed) and its translated error.
 */
interface ViewBase {
  name: string;
  label: string;
  hint: string | null;
  required: boolean;
  error: string | null;
}
export type MarketingFieldView =
  | (ViewBase & {
      type: "text";
      inputType: "text" | "email" | "tel";
      /** A free answer longer than a line (a message): a text area. */
      multiline: boolean;
      maxLength: number;
      value: string;
    })
  | (ViewBase & { type: "picklist"; options: { value: string; label: string }[]; value: string; placeholder: string })
  | (ViewBase & { type: "multi-picklist" | "checkbox"; options: { value: string; label: string }[]; value: string[] })
  | (ViewBase & { type: "single-checkbox"; value: boolean });

/** What was typed for one field: a string, several strings, or nothing. */
export type TypedValue = string | string[] | undefined;

const INPUT_TYPE = { text: "text", email: "email", phone: "tel" } as const;

/**
 * Longer than this, a free-text answer is a paragraph, not a line: the definitions have no text-area type (spec 002
 * §6), and a contact form's 1,000-character message in a one-line input hid most of what was typed (issue 27).
 */
const ONE_LINE_MAX = 255;

function asList(value: TypedValue): string[] {
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}

function asText(value: TypedValue): string {
  return Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
}

/**
 * The views of a definition's fields, under `prefix` (e.g. "client." so the
 * names never meet the rest of a bigger form's), with what was typed and the
 * errors by field name (translated by `t`).
 */
export function marketingFieldViews(
  definition: MarketingFormDefinition,
  {
    prefix = "",
    values,
    errors,
    t,
  }: {
    prefix?: string;
    values: Record<string, TypedValue>;
    errors: Record<string, readonly string[] | undefined>;
    t: (key: string) => string;
  },
): MarketingFieldView[] {
  return definition.fields.map((field: MarketingField) => {
    const name = `${prefix}${field.name}`;
    const message = errors[name]?.[0];
    const base: ViewBase = {
      name,
      label: field.label,
      hint: field.hint ?? null,
      required: field.required,
      error: message ? t(message) : null,
    };
    const typed = values[field.name];
    switch (field.type) {
      case "text":
        return {
          ...base,
          type: "text",
          inputType: INPUT_TYPE[field.format],
          multiline: field.format === "text" && field.maxLength > ONE_LINE_MAX,
          maxLength: field.maxLength,
          value: asText(typed),
        };
      case "picklist":
        return {
          ...base,
          type: "picklist",
          options: field.options,
          value: asText(typed),
          placeholder: t("marketing-form:choose"),
        };
      case "multi-picklist":
      case "checkbox":
        return { ...base, type: field.type, options: field.options, value: asList(typed) };
      case "single-checkbox":
        return { ...base, type: "single-checkbox", value: ["on", "true"].includes(asText(typed)) };
    }
  });
}
