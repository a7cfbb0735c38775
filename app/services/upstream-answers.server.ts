import type { z } from "zod";

import { UpstreamError } from "./errors";

/**
 * What the HTTP helper makes of an upstream's answer (app/services/http.server.ts): the data a contract promises, or
 * the whole answer for a protocol library to read, or the UpstreamError it amounts to.
 */

/** What an attempt makes of an answer: the data, or an UpstreamError. */
export type ReadAnswer<T> = (response: Response, upstream: string) => Promise<T>;

/** An error answer's own words: its `message`, and the request's `field` it concerns when it names one. */
async function readErrorBody(response: Response): Promise<{ message?: string; field?: string }> {
  try {
    const body = (await response.json()) as { message?: unknown; field?: unknown };
    return {
      message: typeof body?.message === "string" ? body.message : undefined,
      field: typeof body?.field === "string" ? body.field : undefined,
    };
  } catch {
    return {};
  }
}

/** Any answer but a success is a failure with the upstream's own words; a success must keep the contract. */
export function readContract<T>(schema: z.ZodType<T>): ReadAnswer<T> {
  return async (response, upstream) => {
    if (!response.ok) throw await statusError(response, upstream);
    let json: unknown;
    try {
      json = response.status === 204 ? null : await response.json();
    } catch {
      throw new UpstreamError(upstream, "invalid-response", "answered with a body that is not JSON", response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const where = parsed.error.issues
        .slice(0, 3)
        .map((i) => i.path.join(".") || "(root)")
        .join(", ");
      throw new UpstreamError(upstream, "invalid-response", `broke its contract at ${where}`, response.status);
    }
    return parsed.data;
  };
}

/**
 * The whole answer, read within the attempt's time (the body must not outlive its timeout), for the caller to
 * judge: a 4xx is the protocol's answer there, only 429 and 5xx are failures.
 */
export async function readWhole(response: Response, upstream: string): Promise<Response> {
  if (response.status === 429 || response.status >= 500) throw await statusError(response, upstream);
  const { status, statusText, headers } = response;
  return new Response(status === 204 || status === 304 ? null : await response.arrayBuffer(), {
    status,
    statusText,
    headers,
  });
}

async function statusError(response: Response, upstream: string): Promise<UpstreamError> {
  const said = await readErrorBody(response);
  return new UpstreamError(
    upstream,
    "status",
    `answered ${response.status} ${response.statusText}`,
    response.status,
    said.message,
    said.field,
  );
}
