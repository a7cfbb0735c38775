import { timingSafeEqual } from "node:crypto";

import { z } from "zod";

/**
 * The checks the portal makes on what comes back from the identity provider
 * (OpenID Connect Core §3.1.2.7 and §3.1.3.7, RFC 9207), as pure functions.
 * A failed check is a refused login with a reason for the log, never a throw.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface ExpectedResponse {
  /** The state this browser's login started with. */
  state: string;
  /** The issuer from discovery. */
  issuer: string;
  /** Whether the provider says it sends `iss` (authorization_response_iss_parameter_supported). */
  issSupported: boolean;
}

/**
 * The authorization response at the callback: the provider's error, the
 * state of this browser's login (CSRF), the issuer (RFC 9207: a response
 * from another provider mixed into this login is refused), then the code.
 */
export function checkAuthorizationResponse(params: URLSearchParams, expected: ExpectedResponse): Checked<string> {
  const error = params.get("error");
  if (error) return { ok: false, reason: `provider answered ${error}` };
  const state = params.get("state");
  if (!state || !sameSecret(state, expected.state)) return { ok: false, reason: "state does not match this login" };
  const iss = params.get("iss");
  // RFC 9207 §2.4: a client that knows the provider sends iss refuses a response without it, and any mismatch.
  if (iss !== null ? iss !== expected.issuer : expected.issSupported) {
    return { ok: false, reason: "iss does not name the expected issuer" };
  }
  const code = params.get("code");
  if (!code) return { ok: false, reason: "no authorization code" };
  return { ok: true, value: code };
}

const idTokenClaims = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string()).min(1)]),
  azp: z.string().optional(),
  exp: z.number(),
  nonce: z.string().optional(),
});
export type IdTokenClaims = z.infer<typeof idTokenClaims>;

export interface ExpectedIdToken {
  issuer: string;
  clientId: string;
  nonce: string;
  /** Seconds since the epoch. */
  now: number;
}

/** Allowed clock difference with the provider, in seconds. */
const CLOCK_SKEW_S = 60;

/**
 * The ID token's claims (OpenID Connect Core §3.1.3.7). The token comes
 * straight from the token endpoint over the back channel, so the provider's
 * TLS stands for its signature (item 6 of that section); the claims that tie
 * it to this provider, this client and this login are checked here.
 */
export function checkIdToken(idToken: string, expected: ExpectedIdToken): Checked<IdTokenClaims> {
  const parts = idToken.split(".");
  if (parts.length !== 3) return { ok: false, reason: "id_token is not a JWT" };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "id_token payload is not JSON" };
  }
  const parsed = idTokenClaims.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: "id_token lacks required claims" };
  const claims = parsed.data;
  if (claims.iss !== expected.issuer) return { ok: false, reason: "id_token iss is not the issuer" };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.clientId)) return { ok: false, reason: "id_token is not meant for this client" };
  if (audiences.length > 1 && claims.azp !== expected.clientId)
    return { ok: false, reason: "id_token azp is not this client" };
  if (claims.exp + CLOCK_SKEW_S < expected.now) return { ok: false, reason: "id_token has expired" };
  if (!claims.nonce || !sameSecret(claims.nonce, expected.nonce))
    return { ok: false, reason: "id_token nonce does not match" };
  return { ok: true, value: claims };
}
