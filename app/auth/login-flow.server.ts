import { createCookie, redirect } from "@remix-run/node";
import * as oidc from "openid-client";

import { env } from "~/env.server";
import { OIDC_SCOPES, userInfoClaims } from "~/services/identity/contract";
import { identityProvider } from "~/services/identity/provider.server";

import { portalCookieName, SECURE_COOKIES } from "./cookie-policy.server";
import { safeReturnAddress } from "./return-address";
import type { SessionUser } from "./user";

/**
 * The OpenID Connect authorization code flow with PKCE on openid-client (decision 0064): the library checks the
 * authorization response (error, state, RFC 9207 iss), the ID token (signature against the provider's keys, iss,
 * aud/azp, exp, iat, nonce) and userinfo's subject; every call it makes goes through the HTTP helper
 * (app/services/identity/provider.server.ts). What stays ours: the login cookie, the return address and what a
 * failure becomes.
 */

const CALLBACK_PATH = "/api/auth/callback";
/** The registered post-logout redirect: it sends the grower to the locale's home. */
export const SIGNED_OUT_PATH = "/api/auth/signed-out";
const LOGIN_PATH = "/api/auth";

/**
 * What one login round trip must remember: where to return, and the secrets
 * that tie the provider's answer to this browser (state, nonce, PKCE
 * verifier). Signed, HttpOnly, ten minutes, only sent to /api/auth.
 */
const loginCookie = createCookie(portalCookieName("surco_login", LOGIN_PATH), {
  httpOnly: true,
  secure: SECURE_COOKIES,
  sameSite: "lax",
  path: LOGIN_PATH,
  secrets: [env.SESSION_SECRET],
  maxAge: 600,
});

interface LoginInProgress {
  returnTo: string;
  state: string;
  nonce: string;
  verifier: string;
}

function isLoginInProgress(value: unknown): value is LoginInProgress {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return ["returnTo", "state", "nonce", "verifier"].every((key) => typeof v[key] === "string");
}

export function clearLoginCookie(): Promise<string> {
  return loginCookie.serialize("", { maxAge: 0 });
}

/**
 * The redirect to the provider's sign-in. `forceLogin` asks the provider for
 * the password even when its own session lives (prompt=login): "sign in with
 * another account".
 */
export async function startLogin(returnTo: string, { forceLogin = false } = {}): Promise<Response> {
  const provider = await identityProvider();
  const login: LoginInProgress = {
    returnTo,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
  };
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: callbackAddress().href,
    scope: OIDC_SCOPES.join(" "),
    state: login.state,
    nonce: login.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(login.verifier),
    code_challenge_method: "S256",
    ...(forceLogin ? { prompt: "login" } : {}),
  });
  return redirect(url.href, { headers: { "set-cookie": await loginCookie.serialize(login) } });
}

/** The registered redirect URI; the callback's own query is laid on it, whatever host the request came in on. */
function callbackAddress(search = ""): URL {
  const url = new URL(CALLBACK_PATH, env.PUBLIC_URL);
  url.search = search;
  return url;
}

/** A refusal's reason for the log: the library's words and, under them, the provider's or the helper's. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  // The OAuth error the provider named (access_denied, invalid_grant), when it named one.
  const oauthError = "error" in error && typeof error.error === "string" ? ` ${error.error}` : "";
  return `${error.message}${oauthError}${cause}`;
}

export type LoginOutcome =
  { ok: true; user: SessionUser; idToken: string; returnTo: string } | { ok: false; reason: string; returnTo: string };

/** The callback's work: check the provider's answer, exchange the code, read the claims. */
export async function finishLogin(request: Request): Promise<LoginOutcome> {
  const remembered = (await loginCookie.parse(request.headers.get("cookie"))) as unknown;
  if (!isLoginInProgress(remembered))
    return { ok: false, reason: "no login in progress on this browser", returnTo: "/" };
  const returnTo = safeReturnAddress(remembered.returnTo);
  try {
    const provider = await identityProvider();
    const tokens = await oidc.authorizationCodeGrant(provider, callbackAddress(new URL(request.url).search), {
      expectedState: remembered.state,
      expectedNonce: remembered.nonce,
      pkceCodeVerifier: remembered.verifier,
      idTokenExpected: true,
    });
    const idToken = tokens.id_token;
    const subject = tokens.claims()?.sub;
    if (!idToken || !subject) return { ok: false, reason: "no ID token", returnTo };
    // openid-client refuses userinfo naming another subject; the portal's own claims must keep their contract.
    const read = userInfoClaims.safeParse(await oidc.fetchUserInfo(provider, tokens.access_token, subject));
    if (!read.success) return { ok: false, reason: "userinfo broke its contract", returnTo };
    const claims = read.data;
    const user: SessionUser = {
      id: claims.sub,
      email: claims.email.toLowerCase(),
      name: claims.name ?? null,
      document: claims.document ?? null,
      country: claims.country ?? null,
      roles: claims.roles.map((role) => role.roleName),
      profileStatus: claims.profile_status,
      cultivarType: claims.cultivar_type ?? null,
      isEleva: claims.is_eleva,
      isCarbonProgram: claims.is_carbon_program,
    };
    return { ok: true, user, idToken, returnTo };
  } catch (error) {
    return { ok: false, reason: reasonOf(error), returnTo };
  }
}

/**
 * Where the browser goes to end the provider's session too (RP-initiated
 * logout 1.0): the end-session endpoint with the ID token as hint and the
 * registered post-logout redirect, carrying the locale back as `state`.
 * Null when the provider offers none or cannot be reached: the portal's own
 * session is ended all the same.
 */
export async function endSessionAddress(idToken: string | null, localePrefix: string | null): Promise<string | null> {
  if (!idToken) return null;
  let provider: oidc.Configuration;
  try {
    provider = await identityProvider();
  } catch {
    return null;
  }
  if (!provider.serverMetadata().end_session_endpoint) return null;
  return oidc.buildEndSessionUrl(provider, {
    id_token_hint: idToken,
    post_logout_redirect_uri: new URL(SIGNED_OUT_PATH, env.PUBLIC_URL).href,
    ...(localePrefix ? { state: localePrefix } : {}),
  }).href;
}
