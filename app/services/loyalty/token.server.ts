import { env } from "~/env.server";

import { http } from "../http.server";
import { tokenResponse } from "./contract";

/** Renew this long before the token's stated expiry, so a request never carries one that dies in flight. */
const EXPIRY_MARGIN_MS = 30_000;

let current: { token: string; expiresAt: number } | null = null;
let pending: Promise<string> | null = null;

/**
 * The loyalty API's bearer token, from the token service (spec 000 §7: a GET
 * returning access_token), cached until it expires. Concurrent callers share one fetch.
 */
export async function loyaltyAccessToken(): Promise<string> {
  if (current && Date.now() < current.expiresAt - EXPIRY_MARGIN_MS) return current.token;
  pending ??= http
    .request({
      upstream: "loyalty",
      name: "loyalty-token",
      url: env.LOYALTY_TOKEN_URL,
      headers: {
        authorization: `Basic ${Buffer.from(`${env.LOYALTY_CLIENT_ID}:${env.LOYALTY_CLIENT_SECRET}`).toString("base64")}`,
      },
      schema: tokenResponse,
      timeoutMs: 2_000,
      deadlineMs: 3_000,
    })
    .then((response) => {
      current = { token: response.access_token, expiresAt: Date.now() + response.expires_in * 1000 };
      return response.access_token;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Forget the token (after a 401), so the next call fetches a new one. */
export function forgetLoyaltyToken() {
  current = null;
}
