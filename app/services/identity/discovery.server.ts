import { z } from "zod";

import { http } from "../http.server";

const discoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
  end_session_endpoint: z.url().optional(),
  /** RFC 9207: the provider names itself in every authorization response. */
  authorization_response_iss_parameter_supported: z.boolean().default(false),
});
export type DiscoveryDocument = z.infer<typeof discoveryDocument>;

/** Identity calls sit in front of a grower waiting on a redirect: short attempts, a short total. */
export const IDENTITY_TIMEOUT_MS = 3_000;
export const IDENTITY_DEADLINE_MS = 5_000;

/** The provider's endpoints from its OpenID discovery document. */
function discoverOidc(issuer: string): Promise<DiscoveryDocument> {
  return http.request({
    upstream: "oidc",
    name: "oidc-discovery",
    url: `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
    schema: discoveryDocument,
    timeoutMs: IDENTITY_TIMEOUT_MS,
    deadlineMs: IDENTITY_DEADLINE_MS,
  });
}

const cached = new Map<string, Promise<DiscoveryDocument>>();

/** Discovery once per issuer and process; a failed attempt is forgotten, so the next request asks again. */
export function oidcConfiguration(issuer: string): Promise<DiscoveryDocument> {
  let pending = cached.get(issuer);
  if (!pending) {
    pending = discoverOidc(issuer).catch((error) => {
      cached.delete(issuer);
      throw error;
    });
    cached.set(issuer, pending);
  }
  return pending;
}
