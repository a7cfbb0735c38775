import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { env } from "~/env.server";
import { http } from "~/services/http.server";
import { OIDC_SCOPES, userInfoClaims } from "~/services/identity/contract";
import { discoverOidc } from "~/services/identity/discovery.server";
import { sessionStorage } from "./session.server";
import type { SessionUser } from "./user";

/**
 * remix-auth with the OAuth2 strategy against the OpenID Connect provider
 * (authorization code + PKCE). The verify step reads the userinfo endpoint
 * and keeps only the validated claims the portal needs.
 */
async function buildAuthenticator() {
  const oidc = await discoverOidc(env.OIDC_ISSUER);
  const authenticator = new Authenticator<SessionUser>(sessionStorage, { sessionKey: "user" });
  authenticator.use(
    new OAuth2Strategy<SessionUser, { provider: string }>(
      {
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
        authorizationEndpoint: oidc.authorization_endpoint,
        tokenEndpoint: oidc.token_endpoint,
        redirectURI: new URL("/api/auth/callback", env.PUBLIC_URL),
        scopes: [...OIDC_SCOPES],
        codeChallengeMethod: "S256",
        authenticateWith: "http_basic_auth",
      },
      async ({ tokens }) => {
        const claims = await http.request({
          upstream: "oidc",
          name: "oidc-userinfo",
          url: oidc.userinfo_endpoint,
          headers: { authorization: `Bearer ${tokens.access_token}` },
          schema: userInfoClaims,
          timeoutMs: 3_000,
        });
        return {
          id: claims.sub,
          email: claims.email.toLowerCase(),
          name: claims.name ?? null,
          document: claims.document ?? null,
          roles: claims.roles.map((role) => role.roleName),
          profileStatus: claims.profile_status,
          cultivarType: claims.cultivar_type ?? null,
          isEleva: claims.is_eleva,
          isCarbonProgram: claims.is_carbon_program,
        };
      },
    ),
    "oidc",
  );
  return authenticator;
}

let instance: ReturnType<typeof buildAuthenticator> | null = null;

/** Built on first use: discovery needs the provider up, and a failed discovery is retried next time. */
export function getAuthenticator() {
  instance ??= buildAuthenticator().catch((error) => {
    instance = null;
    throw error;
  });
  return instance;
}
