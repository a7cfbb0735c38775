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

/** One answer as a form posts it: a text or a choice, several choices, or a ticked box. */
const answer = z.union([z.string(), z.array(z.string()), z.boolean()]);

/**
 * A form's answers as the upstream takes them (spec 002 §7: POST /api/marketo-form-submit with the
 * munchkin id and the mapped form fields), sent by the outbox with the submission's Idempotency-Key:
 *
 *   POST /marketing-forms/submit   MarketingSubmission → 201 { submissionId }
 *
 * `localeId` is the integration's id of the visitor's locale (spec 002 §9), null where the locale has none.
 */
export const marketingSubmission = z.object({
  munchkinId: z.string().min(1),
  formId: z.string().min(1),
  localeId: z.number().int().positive().nullable(),
  fields: z.record(z.string(), answer),
});
export type MarketingSubmission = z.infer<typeof marketingSubmission>;

/**
 * A custom object written beside the lead (spec 002 §7: POST /api/marketo-custom-object-sync): the
 * preference centre's choices. A non-2xx answer fails the delivery (the outbox retries it).
 *
 *   POST /marketing-forms/custom-objects/sync   CustomObjectSync → 200 { seq }
 */
export const customObjectSync = z.object({
  action: z.literal("createOrUpdate"),
  customObjectName: z.string().min(1),
  munchkinId: z.string().min(1),
  input: z.array(z.record(z.string(), answer)).min(1).max(100),
});
export type CustomObjectSync = z.infer<typeof customObjectSync>;

/**
 * An e-mail the marketing platform sends on the portal's request (a triggered campaign, spec 002 §7's
 * platform): the campaign names the template, `tokens` fill it in the lead's language. The preference
 * centre's link (issue 26) is the one the portal asks for. A non-2xx answer fails the delivery.
 *
 *   POST /marketing-forms/emails   CampaignEmail + Idempotency-Key → 202 { emailId }
 */
export const campaignEmail = z.object({
  munchkinId: z.string().min(1),
  campaign: z.literal("preference-link"),
  email: z.email(),
  localeId: z.number().int().positive().nullable(),
  tokens: z.object({ link: z.url() }),
});
export type CampaignEmail = z.infer<typeof campaignEmail>;

/**
 * The lead database's fields (spec 002 §7: GET /api/marketo-describe), which a form's fields map to:
 *
 *   GET /marketing-forms/describe   → { fields: [{ name, dataType }] }
 */
export const leadFieldsDescription = z.object({
  fields: z.array(z.object({ name: z.string().min(1), dataType: z.enum(["string", "email", "phone", "boolean"]) })),
});
