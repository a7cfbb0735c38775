import { z } from "zod";

/**
 * Step 1 of the voucher form (spec 001 §5, 002 §6): at least one product row,
 * each with a product (required, one of the campaign's) and an amount (a
 * required whole number of bags, from 1 to the campaign's maximum per
 * product: issue 26 found 10^20 bags and 1.5 accepted); a distributor with a required name, and an
 * email, address and phone when given. Messages are i18n keys ("vouchers" namespace).
 */
const PHONE = /^[+()\d\s.-]{6,25}$/;

export function voucherProductsSchema(productIds: readonly string[], maxBags: number) {
  return z.object({
    products: z
      .array(
        z.object({
          product: z
            .string({ error: "vouchers:errors.productRequired" })
            .refine((id) => productIds.includes(id), { error: "vouchers:errors.productRequired" }),
          amount: z
            .number({
              error: (issue) =>
                issue.input === undefined ? "vouchers:errors.amountRequired" : "vouchers:errors.amountNumber",
            })
            .min(1, { error: "vouchers:errors.amountMin" })
            .max(maxBags, { error: "vouchers:errors.amountMax" })
            // Whole bags: one message per amount, so a number past the maximum is not also called "not whole".
            .refine((n) => Number.isInteger(n) || n < 1 || n > maxBags, { error: "vouchers:errors.amountWhole" }),
        }),
      )
      .min(1, { error: "vouchers:errors.productsRequired" }),
    distributor: z.object({
      name: z
        .string({ error: "vouchers:errors.distributorNameRequired" })
        .trim()
        .min(1, { error: "vouchers:errors.distributorNameRequired" })
        .max(120, { error: "vouchers:errors.tooLong" }),
      email: z
        .email({ error: "vouchers:errors.distributorEmail" })
        .max(254, { error: "vouchers:errors.tooLong" })
        .optional(),
      address: z.string().trim().max(200, { error: "vouchers:errors.tooLong" }).optional(),
      phone: z.string().trim().regex(PHONE, { error: "vouchers:errors.distributorPhone" }).optional(),
    }),
  });
}

/** Step 2's own rule beside the marketing form's fields: consent is required and must be true. */
export const consentSchema = z
  .boolean({ error: "vouchers:errors.consentRequired" })
  .refine((given) => given, { error: "vouchers:errors.consentRequired" });
