import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { $ZodType, $ZodTypes } from "zod/v4/core";

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
 *
 * What reaches the schema is what it declares (issue 26): a key it does not
 * name is ignored, whatever its shape (`q[]`, `tab[0]`, `q.a`, which conform
 * would otherwise read as nested values), and a key given more than once keeps
 * its first value unless the schema reads a list there (`tag=a&tag=b`).
 */
export function readQuery<Schema extends z.ZodType>(
  source: URLSearchParams | FormData,
  schema: Schema,
  without?: readonly string[],
): QueryReading<z.output<Schema>> {
  const params = declaredOnly(source instanceof URLSearchParams ? source : textFields(source), fieldsOf(schema));
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

/** Each top-level field a schema reads, and whether it reads a list there. */
type Fields = ReadonlyMap<string, { list: boolean }>;

const fieldsBySchema = new WeakMap<object, Fields>();

function fieldsOf(schema: $ZodType): Fields {
  let fields = fieldsBySchema.get(schema);
  if (!fields) fieldsBySchema.set(schema, (fields = new Map(objectFields(schema))));
  return fields;
}

/** A schema without the wrappers that do not change what it reads: optional, default, catch, a pipe's input… */
function unwrapped(schema: $ZodType): $ZodTypes["_zod"]["def"] {
  const def = (schema as $ZodTypes)._zod.def;
  switch (def.type) {
    case "pipe":
      return unwrapped(def.in);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
      return unwrapped(def.innerType);
    default:
      return def;
  }
}

/** The fields of an object schema, through the wrappers readQuery's schemas use (refinements, transforms, unions). */
function objectFields(schema: $ZodType): [string, { list: boolean }][] {
  const def = unwrapped(schema);
  switch (def.type) {
    case "object":
      return Object.entries(def.shape as Record<string, $ZodType>).map(([name, field]) => [
        name,
        { list: unwrapped(field).type === "array" },
      ]);
    case "union":
      return def.options.flatMap(objectFields);
    case "intersection":
      return [...objectFields(def.left), ...objectFields(def.right)];
    default:
      throw new Error(`readQuery reads object schemas, not ${def.type}`);
  }
}

/** The parameters the schema declares: the first value of a repeated key, every value where it reads a list. */
function declaredOnly(params: URLSearchParams, fields: Fields): URLSearchParams {
  const seen = new Set<string>();
  return new URLSearchParams(
    [...params].filter(([name]) => {
      const field = fields.get(name);
      if (!field) return false;
      if (field.list) return true;
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    }),
  );
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
