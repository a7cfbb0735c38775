import type { z } from "zod";

import { env } from "~/env.server";

import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import {
  createRequest,
  createResponse,
  encodeResponse,
  notifyRequest,
  notifyResponse,
  type VoucherByReference,
  voucherByReference,
} from "./contract";

/** The voucher upstream's calls (contract.ts). Writes are never repeated by the helper: the outbox retries them. */
const base = () => `${env.VOUCHERS_API_URL.replace(/\/?$/, "/")}`;
const WRITE_TIMEOUT_MS = 10_000;

function post<T>(name: string, path: string, body: unknown, idempotencyKey: string, schema: z.ZodType<T>) {
  return http.request({
    upstream: "vouchers",
    name,
    url: new URL(path, base()),
    method: "POST",
    headers: { "idempotency-key": idempotencyKey },
    body,
    schema,
    timeoutMs: WRITE_TIMEOUT_MS,
    deadlineMs: WRITE_TIMEOUT_MS,
  });
}

/** voucherEncode: the form data as JSON → the voucher's id. */
export async function encodeVoucher(formData: unknown, idempotencyKey: string): Promise<string> {
  return (await post("voucher encode", "encode", formData, idempotencyKey, encodeResponse)).voucherID;
}

export async function createVoucher(request: z.input<typeof createRequest>, idempotencyKey: string): Promise<string> {
  return (await post("voucher create", "", createRequest.parse(request), idempotencyKey, createResponse)).voucherID;
}

export async function notifyDistributor(request: z.input<typeof notifyRequest>, idempotencyKey: string) {
  const body = notifyRequest.parse(request);
  await post("voucher notify", `${encodeURIComponent(body.voucherID)}/notify`, body, idempotencyKey, notifyResponse);
}

/** The voucher a submission created, or null while there is none (a 404). Personal and changing: never cached. */
export async function voucherOfReference(reference: string): Promise<VoucherByReference | null> {
  try {
    return await http.request({
      upstream: "vouchers",
      name: "voucher by reference",
      url: new URL(`by-reference/${encodeURIComponent(reference)}`, base()),
      schema: voucherByReference,
    });
  } catch (error) {
    if (isUpstreamError(error) && error.kind === "status" && error.status === 404) return null;
    throw error;
  }
}
