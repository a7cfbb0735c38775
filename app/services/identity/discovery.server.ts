import { z } from "zod";
import { http } from "../http.server";

export const discoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
  end_session_endpoint: z.url().optional(),
});
export type DiscoveryDocument = z.infer<typeof discoveryDocument>;

/** The provider's endpoints from its OpenID discovery document. */
export function discoverOidc(issuer: string): Promise<DiscoveryDocument> {
  return http.request({
    upstream: "oidc",
    name: "oidc-discovery",
    url: `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
    schema: discoveryDocument,
    timeoutMs: 3_000,
  });
}
