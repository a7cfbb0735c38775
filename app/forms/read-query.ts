import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/** Messages by field name: i18n keys, translated where the page is rendered. */
type FieldErrors = Record<string, string[]>;

export interface QueryReading<Value> {
  /** What the page shows: the query as parsed, the fields in error left out (read as if they were empty). */
  value: Value;
  /** The fields in error and their messages (none when the query is valid). */
  errors: FieldErrors;
  /** Conform's result for `useForm({ lastResult })`: the errors and the values as typed. */
  reply: SubmissionResult<string[]>;
}

/**
 * The one way a route reads its query string (or a form's fields): conform's
 * `parseWithZod` with the page's schema. Unknown values are the schema's
 * business (it drops or clamps them); a value the grower typed that does not
 * hold (a date that does not exist, an amount that is not one) is an error
 * next to its field, and the rest of the page still applies: the query is
 * read again without the fields in error, or without `without` when the
 * schema names what only makes sense once the fields hold (the calculator's
 * `intent=calculate`: its amounts stay as typed, nothing is calculated).
 */
export function readQuery<Schema extends z.ZodType>(
  source: URLSearchParams | FormData,
  schema: Schema,
  without?: readonly string[],
): QueryReading<z.output<Schema>> {
  const params = source instanceof URLSearchParams ? source : textFields(source);
  const submission = parseWithZod(params, { schema });
  if (submission.status === "success") return { value: submission.value, errors: {}, reply: submission.reply() };
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.length) errors[name] = messages;
  const dropped = new Set(without ?? Object.keys(errors));
  const rest = new URLSearchParams([...params].filter(([name]) => !dropped.has(name)));
  const fallback = parseWithZod(rest, { schema });
  // A schema whose every field reads "absent" as valid can always fall back; one that cannot is a programming error.
  if (fallback.status !== "success") throw new Error(`Query without ${[...dropped].join(", ")} is still invalid`);
  return { value: fallback.value, errors, reply: submission.reply() };
}

/** A posted form's text fields (the forms read here carry no files). */
function textFields(form: FormData): URLSearchParams {
  return new URLSearchParams([...form].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
}

/** A field's value as the grower typed it (what a form shows back when it is in error). */
export function typed(reply: SubmissionResult<string[]>, name: string): string {
  const value = reply.initialValue?.[name];
  return typeof value === "string" ? value : "";
}

/**
 * The result a form starts from (`useForm({ lastResult })`), its messages
 * translated: text is made on the server (decision 0003), so the browser
 * needs neither the schema nor the translations to show an error.
 */
export function translatedReply(
  reply: SubmissionResult<string[]>,
  t: (key: string) => string,
): SubmissionResult<string[]> {
  if (!reply.error) return reply;
  const error = Object.fromEntries(
    Object.entries(reply.error).map(([name, messages]) => [name, messages?.map((key) => t(key)) ?? null]),
  );
  return { ...reply, error };
}
