import { parseWithZod } from "@conform-to/zod/v4";

import { marketingFormSchema } from "~/forms/marketing-form/schema";
import type { MarketingFormDefinition } from "~/services/marketing-forms/contract";

/** Messages by field name: i18n keys of the "marketing-form" namespace, translated by the field views. */
type FieldErrors = Record<string, string[]>;

export type AnswersReading =
  { ok: true; value: Record<string, unknown>; errors: FieldErrors } | { ok: false; value: null; errors: FieldErrors };

/**
 * A posted marketing form's answers checked against its definition's schema (conform's parseWithZod, as
 * the voucher's client step reads the same schema). Not readQuery: its fallback reads a query again
 * without the fields in error, which a form with required fields can never pass; a form in error has no
 * value to go on with, only its errors beside what was typed.
 */
export function readAnswers(form: FormData | URLSearchParams, definition: MarketingFormDefinition): AnswersReading {
  const fields = new URLSearchParams(
    [...form].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  const submission = parseWithZod(fields, { schema: marketingFormSchema(definition) });
  if (submission.status === "success") return { ok: true, value: submission.value, errors: {} };
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.length) errors[name] = messages;
  return { ok: false, value: null, errors };
}
