import { STATUS_CODES } from "node:http";

import { isUpstreamError } from "~/services/errors";

/** Spec 000 §8: "Failed to fetch …" with the status text (or what went wrong when there was no answer). */
export function failedToFetch(what: string, error: unknown): string {
  const status = isUpstreamError(error) ? error.status : undefined;
  const statusText = status ? (STATUS_CODES[status] ?? String(status)) : isUpstreamError(error) ? error.kind : "Error";
  return `Failed to fetch ${what}: ${statusText}`;
}
