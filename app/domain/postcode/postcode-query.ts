import { z } from "zod";

import { maskPostcode } from "./postcode";

/**
 * The widget's address: `?cep=` as typed, with or without the mask (the form works without JavaScript, where no mask
 * is applied). A CEP is its 8 digits, however written; anything else is the field's error, in the grower's words.
 * `alterar` reopens the input over a found postcode (the change-postcode modal, or in place without JavaScript).
 */
export const postcodeQuery = z.object({
  cep: z
    .string()
    .trim()
    .regex(/^\d{2}\.?\d{3}-?\d{3}$/, "postcode.errors.format")
    .transform(maskPostcode)
    .optional(),
  alterar: z.literal("1").optional().catch(undefined),
});
