import { productsLine } from "~/domain/vouchers/products-line";
import { isUpstreamError } from "~/services/errors";
import { log } from "~/services/log.server";
import { createVoucher, encodeVoucher, notifyDistributor } from "~/services/vouchers/client.server";
import type { Deliver } from "~/store/outbox-rules.server";

import { voucherSubmission } from "./voucher-submission";

/**
 * Each call of a voucher's chain has an idempotency key of its own, derived
 * from the submission's: a retry after a failure anywhere in the chain repeats
 * the calls already done under the same keys (the upstream answers their first
 * result again) and goes on, so there is never a second voucher nor a second
 * email to the distributor.
 */
function stepKey(key: string, step: "encode" | "create" | "notify"): string {
  return `${key}.${step}`;
}

/**
 * The "voucher" delivery (spec 001 §7): voucherEncode → create → notify the
 * distributor, in order. Any failure rethrows to the outbox, which retries the
 * whole chain later (decision 0018); the spec's 'Server responded with status
 * code: {status}' is logged here, never shown to the grower.
 */
export const deliverVoucher: Deliver = async (payload, { key }) => {
  const voucher = voucherSubmission.parse(payload);
  try {
    const encoded = await encodeVoucher(voucher, stepKey(key, "encode"));
    const voucherID = await createVoucher(
      {
        reference: key,
        voucherID: encoded,
        distributorName: voucher.distributor.name,
        distributorEmailAddress: voucher.distributor.email,
        distributorPhysicalAddress: voucher.distributor.address,
        products: voucher.products,
      },
      stepKey(key, "create"),
    );
    await notifyDistributor(
      {
        voucherID,
        distributorName: voucher.distributor.name,
        distributorEmailAddress: voucher.distributor.email,
        distributorPhysicalAddress: voucher.distributor.address,
        distributorPhoneNumber: voucher.distributor.phone,
        farmerEmailAddress: voucher.farmerEmailAddress,
        products: productsLine(voucher.products),
      },
      stepKey(key, "notify"),
    );
    // The voucher's id is its reference: the grower's alert names it (issue 30).
    return { reference: voucherID };
  } catch (error) {
    if (isUpstreamError(error) && error.kind === "status") {
      log("warn", `Server responded with status code: ${error.status}`, { call: "voucher", upstream: error.upstream });
    }
    throw error;
  }
};
