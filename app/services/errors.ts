/**
 * The typed error every upstream call fails with. Widgets choose their error
 * or empty state from `kind`; nothing upstream ever becomes a page-wide 500.
 */
export type UpstreamErrorKind =
  | "timeout" // no answer within the call's timeout
  | "network" // connection refused, reset, DNS
  | "status" // the upstream answered with a non-2xx status
  | "invalid-response" // the body was not JSON or broke the contract
  | "circuit-open"; // too many recent failures: not even tried

export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  constructor(
    readonly upstream: string,
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly status?: number,
    /** The upstream's own error message, when it sent one (e.g. a 400's `message`). */
    readonly upstreamMessage?: string,
    /** The field of the request that message is about, when the upstream named one (a 422's `field`). */
    readonly upstreamField?: string,
  ) {
    super(`${upstream}: ${message}`);
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}
