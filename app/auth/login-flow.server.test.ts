// @vitest-environment node
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type * as LoginFlow from "./login-flow.server";

/**
 * The login flow against a provider of our own making whose answers each test bends: every check of decision 0012
 * (state, RFC 9207 iss, nonce, audience, expiry, userinfo's subject) and the ID token's signature against the
 * provider's published keys, as openid-client makes them. The provider also holds the flow to PKCE (S256) and
 * client_secret_basic, so a good login proves both were sent.
 */

const CLIENT_ID = "surco-portal";
const CLIENT_SECRET = "stub-secret";
const SUBJECT = "grower-1";

interface Bend {
  /** Claims laid over a good ID token's. */
  claims?: JWTPayload;
  /** Sign with a key the provider never published. */
  foreignKey?: boolean;
  /** An unsigned token (alg none). */
  unsigned?: boolean;
  /** Userinfo's subject. */
  userinfoSubject?: string;
}

let server: Server;
let issuer: string;
let bend: Bend = {};
let loginFlow: typeof LoginFlow;
const issued = new Map<string, { challenge: string; nonce: string }>();

const published = await generateKeyPair("RS256");
const foreign = await generateKeyPair("RS256");
const publishedJwk = { ...(await exportJWK(published.publicKey)), kid: "published", alg: "RS256", use: "sig" };

async function idToken(nonce: string): Promise<string> {
  const claims = { iss: issuer, sub: SUBJECT, aud: CLIENT_ID, nonce, ...bend.claims };
  if (bend.unsigned) {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    return `${part({ alg: "none" })}.${part({ iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600, ...claims })}.`;
  }
  let jwt = new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: "published" }).setIssuedAt();
  if (!bend.claims?.exp) jwt = jwt.setExpirationTime("10m");
  return jwt.sign(bend.foreignKey ? foreign.privateKey : published.privateKey);
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return new URLSearchParams(text);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", issuer).pathname.replace("/oidc", "");
    if (path === "/.well-known/openid-configuration") {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/me`,
        jwks_uri: `${issuer}/jwks`,
        end_session_endpoint: `${issuer}/session/end`,
        authorization_response_iss_parameter_supported: true,
        id_token_signing_alg_values_supported: ["RS256"],
      });
    }
    if (path === "/jwks") return json(response, 200, { keys: [publishedJwk] });
    if (path === "/token") {
      const form = await readForm(request);
      // RFC 6749 §2.3.1: the id and secret are form-encoded, then joined.
      const [id, secret] = Buffer.from((request.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
        .toString()
        .split(":")
        .map(decodeURIComponent);
      const grant = issued.get(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      if (id !== CLIENT_ID || secret !== CLIENT_SECRET) return json(response, 401, { error: "invalid_client" });
      if (!grant || grant.challenge !== challenge) return json(response, 400, { error: "invalid_grant" });
      return json(response, 200, {
        access_token: "access-1",
        token_type: "Bearer",
        expires_in: 600,
        id_token: await idToken(grant.nonce),
      });
    }
    if (path === "/me") {
      return json(response, 200, {
        sub: bend.userinfoSubject ?? SUBJECT,
        email: "Grower@Example.com",
        name: "A Grower",
        country: "BR",
        roles: [{ roleName: "grower" }],
      });
    }
    json(response, 404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
  vi.resetModules();
  process.env.OIDC_ISSUER = issuer;
  process.env.OIDC_CLIENT_ID = CLIENT_ID;
  process.env.OIDC_CLIENT_SECRET = CLIENT_SECRET;
  loginFlow = await import("./login-flow.server");
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  bend = {};
});

/** A login started for `returnTo`, the provider's grant for it, and the callback as the provider would send it. */
async function roundTrip(callbackQuery: (login: URLSearchParams) => Record<string, string> = () => ({})) {
  const started = await loginFlow.startLogin("/pt-br/area-logada");
  const login = new URL(started.headers.get("location") ?? "").searchParams;
  const code = `code-${issued.size}`;
  issued.set(code, { challenge: login.get("code_challenge") ?? "", nonce: login.get("nonce") ?? "" });
  const query = new URLSearchParams({ code, state: login.get("state") ?? "", iss: issuer, ...callbackQuery(login) });
  const cookie = (started.headers.get("set-cookie") ?? "").split(";")[0];
  return loginFlow.finishLogin(
    new Request(`http://localhost:3000/api/auth/callback?${query}`, { headers: { cookie } }),
  );
}

describe("the login flow on openid-client", () => {
  it("asks for the code with PKCE (S256), a state and a nonce, and the portal's scopes", async () => {
    const started = await loginFlow.startLogin("/pt-br/area-logada", { forceLogin: true });
    const login = new URL(started.headers.get("location") ?? "");
    expect(login.origin + login.pathname).toBe(`${issuer}/auth`);
    expect(login.searchParams.get("code_challenge_method")).toBe("S256");
    expect(login.searchParams.get("scope")).toBe("openid email profile surco");
    expect(login.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback");
    expect(login.searchParams.get("prompt")).toBe("login");
    expect(login.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(login.searchParams.get("nonce")).toMatch(/^[\w-]{20,}$/);
  });

  it("a good answer signs the grower in with userinfo's claims and the return address", async () => {
    const outcome = await roundTrip();
    expect(outcome).toMatchObject({ ok: true, returnTo: "/pt-br/area-logada" });
    if (!outcome.ok) return;
    expect(outcome.user).toMatchObject({ id: SUBJECT, email: "grower@example.com", country: "BR", roles: ["grower"] });
    expect(outcome.idToken.split(".")).toHaveLength(3);
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each<[string, Bend, RegExp, ((login: URLSearchParams) => Record<string, string>)?]>([
    [
      "an ID token signed with a key the provider never published",
      { foreignKey: true },
      /signature verification failed/,
    ],
    ["an unsigned ID token (alg none)", { unsigned: true }, /"alg" header/],
    ["an ID token from another issuer", { claims: { iss: "https://evil.example/oidc" } }, /"iss" \(issuer\) claim/],
    ["an ID token for another client", { claims: { aud: "another-client" } }, /"aud" \(audience\) claim value/],
    ["an ID token for two clients without azp", { claims: { aud: [CLIENT_ID, "another"] } }, /additional untrusted/],
    ["an expired ID token", { claims: { exp: now() - 3_600, iat: now() - 7_200 } }, /"exp" \(expiration time\)/],
    ["an ID token with another login's nonce", { claims: { nonce: "another-login" } }, /"nonce" claim value/],
    ["userinfo naming another subject", { userinfoSubject: "grower-2" }, /"sub" property value/],
    ["another login's state", {}, /"state" response parameter/, () => ({ state: "another-login" })],
    [
      "an answer naming another issuer (mix-up, RFC 9207)",
      {},
      /unexpected "iss"/,
      () => ({ iss: "https://x.example" }),
    ],
    ["an answer without iss from a provider that sends it", {}, /"iss" \(issuer\) missing/, () => ({ iss: "" })],
    ["the provider's error", {}, /access_denied/, () => ({ error: "access_denied" })],
    ["a code the provider never issued", {}, /invalid_grant/, () => ({ code: "forged" })],
  ])("refuses %s, with its reason and the return address", async (_label, bent, reason, query) => {
    bend = bent;
    const outcome = await roundTrip(query);
    expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(reason), returnTo: "/pt-br/area-logada" });
  });

  it("refuses a callback on a browser with no login in progress", async () => {
    const outcome = await loginFlow.finishLogin(new Request("http://localhost:3000/api/auth/callback?code=c&state=s"));
    expect(outcome).toEqual({ ok: false, reason: "no login in progress on this browser", returnTo: "/" });
  });

  it("sign-out leads through the provider's end-session endpoint with the ID token and the locale back", async () => {
    const address = new URL((await loginFlow.endSessionAddress("the-id-token", "/pt-br")) ?? "");
    expect(address.origin + address.pathname).toBe(`${issuer}/session/end`);
    expect(Object.fromEntries(address.searchParams)).toEqual({
      id_token_hint: "the-id-token",
      client_id: CLIENT_ID,
      post_logout_redirect_uri: "http://localhost:3000/api/auth/signed-out",
      state: "/pt-br",
    });
    expect(await loginFlow.endSessionAddress(null, "/pt-br")).toBeNull();
  });
});

it("plain HTTP only to a provider on this machine: an http: issuer elsewhere is refused before any request", async () => {
  const { identityProvider } = await import("~/services/identity/provider.server");
  await expect(identityProvider("http://192.0.2.1/oidc")).rejects.toThrow(/HTTPS/);
});
