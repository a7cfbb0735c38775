import { z } from "zod";

import { http } from "~/services/http.server";
import { deliverVoucher } from "~/vouchers/deliver-voucher.server";

import type { Deliver } from "./outbox.server";

/**
 * How each kind of submission reaches its upstream. A feature that submits
 * something adds its kind here (e.g. "newsletter": a jsonPost to the marketing
 * forms upstream) and calls `acceptSubmission` from its action; nothing calls
 * a write upstream directly.
 */
export const DELIVERIES: Record<string, Deliver> = {
  voucher: deliverVoucher,
};

/**
 * A delivery that POSTs the payload as JSON through the shared HTTP helper
 * with the submission's key as Idempotency-Key, so a repeated delivery (after a
 * timeout or a crash) has one effect upstream. The helper never repeats a POST
 * by itself: the outbox's retries are the only ones.
 */
export function jsonPost({
  upstream,
  url,
  timeoutMs = 10_000,
}: {
  upstream: string;
  url: string;
  timeoutMs?: number;
}): Deliver {
  return async (payload, { key }) => {
    await http.request({
      upstream,
      name: `${upstream} submit`,
      url,
      method: "POST",
      headers: { "idempotency-key": key },
      body: payload,
      schema: z.unknown(),
      timeoutMs,
      deadlineMs: timeoutMs,
    });
  };
}
