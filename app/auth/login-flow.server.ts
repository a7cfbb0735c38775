import { createHash, randomBytes } from "node:crypto";

import { createCookie, redirect } from "@remix-run/node";

import { env } from "~/env.server";
import { exchangeCode, fetchUserInfo } from "~/services/identity/client.server";
import { OIDC_SCOPES } from "~/services/identity/contract";
import { oidcConfiguration } from "~/services/identity/discovery.server";

import { portalCookieName, SECURE_COOKIES } from "./cookie-policy.server";
import { checkAuthorizationResponse, checkIdToken } from "./oidc-checks";
import { safeReturnAddress } from "./return-address";
import type { SessionUser } from "./user";

/**
 * The OpenID Connect authorization code flow with PKCE, written out (decision
 * 0012): every call to the provider goes through the HTTP helper, and the
 * callback checks state, iss, nonce and the ID token's audience itself.
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

const secret = () => randomBytes(32).toString("base64url");

/**
 * The redirect to the provider's sign-in. `forceLogin` asks the provider for
 * the password even when its own session lives (prompt=login): "sign in with
 * another account".
 */
export async function startLogin(returnTo: string, { forceLogin = false } = {}): Promise<Response> {
  const oidc = await oidcConfiguration(env.OIDC_ISSUER);
  const login: LoginInProgress = { returnTo, state: secret(), nonce: secret(), verifier: secret() };
  const url = new URL(oidc.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: env.OIDC_CLIENT_ID,
    redirect_uri: new URL(CALLBACK_PATH, env.PUBLIC_URL).href,
    scope: OIDC_SCOPES.join(" "),
    state: login.state,
    nonce: login.nonce,
    code_challenge: createHash("sha256").update(login.verifier).digest("base64url"),
    code_challenge_method: "S256",
    ...(forceLogin ? { prompt: "login" } : {}),
  }).toString();
  return redirect(url.href, { headers: { "set-cookie": await loginCookie.serialize(login) } });
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
    const oidc = await oidcConfiguration(env.OIDC_ISSUER);
    const response = checkAuthorizationResponse(new URL(request.url).searchParams, {
      state: remembered.state,
      issuer: oidc.issuer,
      issSupported: oidc.authorization_response_iss_parameter_supported,
    });
    if (!response.ok) return { ok: false, reason: response.reason, returnTo };
    const tokens = await exchangeCode(response.value, remembered.verifier, new URL(CALLBACK_PATH, env.PUBLIC_URL).href);
    const idToken = checkIdToken(tokens.id_token, {
      issuer: oidc.issuer,
      clientId: env.OIDC_CLIENT_ID,
      nonce: remembered.nonce,
      now: Math.floor(Date.now() / 1000),
    });
    if (!idToken.ok) return { ok: false, reason: idToken.reason, returnTo };
    const claims = await fetchUserInfo(tokens.access_token);
    if (claims.sub !== idToken.value.sub) return { ok: false, reason: "userinfo names another subject", returnTo };
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
    return { ok: true, user, idToken: tokens.id_token, returnTo };
  } catch (error) {
    return { ok: false, reason: (error as Error).message, returnTo };
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
  let endpoint: string | undefined;
  try {
    endpoint = (await oidcConfiguration(env.OIDC_ISSUER)).end_session_endpoint;
  } catch {
    return null;
  }
  if (!endpoint) return null;
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    id_token_hint: idToken,
    client_id: env.OIDC_CLIENT_ID,
    post_logout_redirect_uri: new URL(SIGNED_OUT_PATH, env.PUBLIC_URL).href,
    ...(localePrefix ? { state: localePrefix } : {}),
  }).toString();
  return url.href;
}
