import { z } from "zod";

/**
 * The marketing-forms upstream's form definition (spec 002 §7: GET /api/marketo-form
 * by munchkin id and form id): the fields a form asks for, in the visitor's
 * language, each with its type and rules. The portal turns it into a zod schema
 * and renders its fields (app/forms/marketing-form); the sandbox serves
 * definitions that satisfy this schema (sandbox/upstreams/marketing-forms.ts).
 *
 *   GET /marketing-forms/forms/{formId}?locale=es-AR   → MarketingFormDefinition
 */
const option = z.object({ value: z.string().min(1).max(100), label: z.string().min(1) });

const base = {
  /** The field's name in the submission: a plain identifier, so it is safe as a form field name. */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/),
  label: z.string().min(1),
  hint: z.string().nullish(),
  required: z.boolean().default(false),
};

const marketingField = z.discriminatedUnion("type", [
  z.object({
    ...base,
    type: z.literal("text"),
    /** What the text must be: free text, an email address, or a phone number. */
    format: z.enum(["text", "email", "phone"]).default("text"),
    maxLength: z.number().int().positive().max(2000).default(255),
  }),
  z.object({ ...base, type: z.literal("picklist"), options: z.array(option).min(1) }),
  z.object({ ...base, type: z.literal("multi-picklist"), options: z.array(option).min(1) }),
  /** A group of boxes, any number ticked (at least one when required). */
  z.object({ ...base, type: z.literal("checkbox"), options: z.array(option).min(1) }),
  /** One box: when required, it must be ticked. */
  z.object({ ...base, type: z.literal("single-checkbox") }),
]);
export type MarketingField = z.infer<typeof marketingField>;

export const marketingFormDefinition = z.object({
  formId: z.string().min(1),
  fields: z.array(marketingField).min(1).max(50),
});
export type MarketingFormDefinition = z.infer<typeof marketingFormDefinition>;
