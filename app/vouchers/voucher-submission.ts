import { z } from "zod";

import { voucherProduct } from "~/services/vouchers/contract";

/**
 * What the outbox keeps of a voucher (kind "voucher"): everything the three
 * calls need, built by the form's action once both steps hold. The delivery
 * reads it back with this schema, so a row written by an older release that
 * no longer fits fails loudly instead of sending half a voucher.
 */
export const voucherSubmission = z.object({
  locale: z.string(),
  campaign: z.object({ id: z.string(), crop: z.string() }),
  farmerEmailAddress: z.string().min(1),
  distributor: z.object({
    name: z.string().min(1),
    email: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  products: z.array(voucherProduct).min(1),
  consent: z.literal(true),
  /** The marketing form's answers (its definition's field names), as its schema read them. */
  client: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean()])),
  formId: z.string(),
});
export type VoucherSubmission = z.infer<typeof voucherSubmission>;
