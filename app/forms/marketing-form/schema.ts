import { z } from "zod";

import type { MarketingField, MarketingFormDefinition } from "~/services/marketing-forms/contract";

/**
 * A marketing form's definition turned into the zod schema its answers are
 * checked with (spec 002 §6: the rules come from the definition, per field
 * type). Read it with conform's parseWithZod: empty fields arrive as
 * undefined, a ticked box as "on", several values of one name as an array.
 * Messages are i18n keys of the "marketing-form" namespace.
 *
 *   text             a string up to maxLength; an email or a phone number when its format says so
 *   picklist         one of the options
 *   multi-picklist   any of the options (at least one when required)
 *   checkbox         the ticked options of a group (at least one when required)
 *   single-checkbox  true or false; when required, it must be ticked (its own message: a box is ticked, not
 *                    filled in, and "fill in this field" beside it read like the browser's own words)
 */
/** The lead's e-mail field: a signed-in grower's (or a signed link's) address fills it, never what was typed. */
export const EMAIL_FIELD = "Email";

const PHONE = /^[+()\d\s.-]{6,25}$/;

const REQUIRED = "marketing-form:errors.required";
const MUST_TICK = "marketing-form:errors.mustTick";

function textSchema(field: Extract<MarketingField, { type: "text" }>) {
  const text = z.string({ error: REQUIRED }).trim().max(field.maxLength, { error: "marketing-form:errors.tooLong" });
  if (field.format === "email") return text.pipe(z.email({ error: "marketing-form:errors.email" }));
  if (field.format === "phone") return text.regex(PHONE, { error: "marketing-form:errors.phone" });
  return field.required ? text.min(1, { error: REQUIRED }) : text;
}

function optionsOf(field: { options: readonly { value: string }[] }) {
  return z.enum(field.options.map((o) => o.value) as [string, ...string[]], {
    error: (issue) => (issue.input === undefined ? REQUIRED : "marketing-form:errors.option"),
  });
}

function fieldSchema(field: MarketingField): z.ZodType {
  switch (field.type) {
    case "text": {
      const text = textSchema(field);
      return field.required ? text : text.optional();
    }
    case "picklist": {
      const choice = optionsOf(field);
      return field.required ? choice : choice.optional();
    }
    case "multi-picklist":
    case "checkbox": {
      const choices = z.array(optionsOf(field), { error: "marketing-form:errors.option" });
      return field.required
        ? z
            .array(optionsOf(field), { error: "marketing-form:errors.chooseOne" })
            .min(1, { error: "marketing-form:errors.chooseOne" })
        : choices.default([]);
    }
    case "single-checkbox":
      return field.required
        ? z.boolean({ error: MUST_TICK }).refine((ticked) => ticked, { error: MUST_TICK })
        : z.boolean().default(false);
  }
}

/** The whole form's schema: one entry per field, by its name. */
export function marketingFormSchema(definition: MarketingFormDefinition) {
  return z.object(Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field)])));
}
