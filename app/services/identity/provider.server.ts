import * as oidc from "openid-client";

import { env } from "~/env.server";

import { http } from "../http.server";

/** Identity calls sit in front of a grower waiting on a redirect: short attempts, a short total. */
const IDENTITY_TIMEOUT_MS = 3_000;
const IDENTITY_DEADLINE_MS = 5_000;

/**
 * The calls openid-client makes, through the shared HTTP helper (timeout, deadline, retries for reads only, the
 * `oidc` circuit, Server-Timing): a hanging provider costs a grower a few seconds and a "try again", never a hung
 * page. The library's own timeout signal is left aside: the helper's is the shorter.
 */
const throughTheHelper: oidc.CustomFetch = (url, options) =>
  http.exchange({
    upstream: "oidc",
    name: callName(url),
    url,
    method: options.method as "GET" | "POST",
    headers: Object.fromEntries(new Headers(options.headers)),
    body: options.body ?? undefined,
    // The library reads a redirect itself: a 307 from the token endpoint must not carry the code elsewhere.
    redirect: options.redirect,
    timeoutMs: IDENTITY_TIMEOUT_MS,
    deadlineMs: IDENTITY_DEADLINE_MS,
  });

/** `oidc-token`, `oidc-jwks`, `oidc-openid-configuration`: the endpoint's last path segment, a bounded set. */
function callName(url: string): string {
  return `oidc-${new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? "root"}`;
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

async function discover(issuer: string): Promise<oidc.Configuration> {
  const server = new URL(issuer);
  const configuration = await oidc.discovery(
    server,
    env.OIDC_CLIENT_ID,
    undefined,
    oidc.ClientSecretBasic(env.OIDC_CLIENT_SECRET),
    {
      [oidc.customFetch]: throughTheHelper,
      // Plain HTTP only to a provider on this machine (the embedded sandbox): anywhere else the library refuses it.
      execute: server.protocol === "http:" && LOOPBACK.has(server.hostname) ? [oidc.allowInsecureRequests] : [],
    },
  );
  // The ID token's signature is checked against the provider's published keys, not only trusted over TLS.
  oidc.enableNonRepudiationChecks(configuration);
  return configuration;
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The provider's configuration, discovered once per process; a failed discovery is forgotten, so the next login asks again. */
export function identityProvider(issuer = env.OIDC_ISSUER): Promise<oidc.Configuration> {
  let pending = discovered.get(issuer);
  if (!pending) {
    pending = discover(issuer).catch((error: unknown) => {
      discovered.delete(issuer);
      throw error;
    });
    discovered.set(issuer, pending);
  }
  return pending;
}
