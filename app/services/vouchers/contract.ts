import { z } from "zod";

/**
 * The voucher calls (spec 001 §7, 002 §7), in the order a voucher takes them:
 *
 *   POST /vouchers/encode                 the form data as JSON            → { voucherID }
 *   POST /vouchers                        distributor, products, reference → { voucherID }   (creation)
 *   POST /vouchers/{voucherID}/notify     distributor, voucherID, farmer email,
 *                                         products as `name:amount;…`     → { notified: true }
 *   GET  /vouchers/by-reference/{ref}                                     → { voucherID, notified }
 *
 * Every POST carries an Idempotency-Key (the same key and body answer the first
 * result again; another body under it is 422). The spec shows only the encode
 * path; the others are ours (docs/decisions/0024-vouchers.md). `reference` is
 * the portal's submission key, so the confirmation page can find the voucher
 * a delivery created.
 */
export const voucherProduct = z.object({ id: z.string().min(1), name: z.string().min(1), amount: z.number().min(1) });

export const encodeResponse = z.object({ voucherID: z.string().min(1) });

export const createRequest = z.object({
  reference: z.string().min(8),
  voucherID: z.string().min(1),
  distributorName: z.string().min(1),
  distributorEmailAddress: z.string().nullable(),
  distributorPhysicalAddress: z.string().nullable(),
  products: z.array(voucherProduct).min(1),
});
export const createResponse = z.object({ voucherID: z.string().min(1) });

export const notifyRequest = z.object({
  voucherID: z.string().min(1),
  distributorName: z.string().min(1),
  distributorEmailAddress: z.string().nullable(),
  distributorPhysicalAddress: z.string().nullable(),
  distributorPhoneNumber: z.string().nullable(),
  farmerEmailAddress: z.string().min(1),
  /** `name:amount` pairs joined with `;` (app/domain/vouchers/products-line.ts). */
  products: z.string().min(1),
});
export const notifyResponse = z.object({ notified: z.literal(true) });

export const voucherByReference = z.object({ voucherID: z.string().min(1), notified: z.boolean() });
export type VoucherByReference = z.infer<typeof voucherByReference>;
