import { z } from "zod";

import { env } from "~/env.server";

import { http } from "../http.server";
import { type UserInfoClaims, userInfoClaims } from "./contract";
import { IDENTITY_DEADLINE_MS, IDENTITY_TIMEOUT_MS, oidcConfiguration } from "./discovery.server";

/**
 * The calls the portal makes to the identity provider, all through the shared
 * HTTP helper (timeout, deadline, circuit breaker, Server-Timing): a hanging
 * provider costs a grower a few seconds and a "try again", never a hung page.
 */

const tokenResponse = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1),
  token_type: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

function clientAuthorization(): string {
  // RFC 6749 §2.3.1: the id and secret are form-encoded before they are joined.
  const id = encodeURIComponent(env.OIDC_CLIENT_ID);
  const secret = encodeURIComponent(env.OIDC_CLIENT_SECRET);
  return `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
}

/** The authorization code for tokens (a POST: never retried, a code is single-use). */
export async function exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<TokenResponse> {
  const oidc = await oidcConfiguration(env.OIDC_ISSUER);
  return http.request({
    upstream: "oidc",
    name: "oidc-token",
    method: "POST",
    url: oidc.token_endpoint,
    headers: { authorization: clientAuthorization() },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
    }),
    schema: tokenResponse,
    timeoutMs: IDENTITY_TIMEOUT_MS,
    deadlineMs: IDENTITY_DEADLINE_MS,
  });
}

/** The signed-in grower's claims. */
export async function fetchUserInfo(accessToken: string): Promise<UserInfoClaims> {
  const oidc = await oidcConfiguration(env.OIDC_ISSUER);
  return http.request({
    upstream: "oidc",
    name: "oidc-userinfo",
    url: oidc.userinfo_endpoint,
    headers: { authorization: `Bearer ${accessToken}` },
    schema: userInfoClaims,
    timeoutMs: IDENTITY_TIMEOUT_MS,
    deadlineMs: IDENTITY_DEADLINE_MS,
  });
}
