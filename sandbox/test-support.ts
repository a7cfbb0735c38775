import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { type Sandbox, startSandbox } from "./server";

/** Helpers for the sandbox's own tests: a temporary sandbox, a cookie jar, and the browser side of an OIDC sign-in. */

export const TEST_PORTAL_ORIGIN = "http://localhost:3999";
export const REDIRECT_URI = `${TEST_PORTAL_ORIGIN}/api/auth/callback`;

export interface TestSandbox extends Sandbox {
  dataDir: string;
  /** Closes the sandbox and deletes its data directory. */
  dispose(): Promise<void>;
}

export async function startTestSandbox(options: { dataDir?: string; port?: number } = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "surco-sandbox-")));
  const sandbox = await startSandbox({ port: options.port ?? 0, dataDir, portalOrigin: TEST_PORTAL_ORIGIN });
  return {
    ...sandbox,
    dataDir,
    async dispose() {
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface StoredCookie {
  value: string;
  path: string;
}

/** Just enough of a browser's cookie handling for one host: names, values, paths, deletion. */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(response: Response, requestUrl: URL) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const equals = pair.indexOf("=");
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      let cookiePath = requestUrl.pathname.replace(/\/[^/]*$/, "") || "/";
      let expired = value === "";
      for (const attribute of attributes) {
        const [key, attributeValue = ""] = attribute.split("=");
        const lower = key.toLowerCase();
        if (lower === "path") cookiePath = attributeValue;
        if (lower === "max-age" && Number(attributeValue) <= 0) expired = true;
        if (lower === "expires" && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      const key = `${name}\u0000${cookiePath}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path: cookiePath });
    }
  }

  header(url: URL): string {
    const matching: string[] = [];
    for (const [key, cookie] of this.cookies) {
      const name = key.slice(0, key.indexOf("\u0000"));
      const prefix = cookie.path.endsWith("/") ? cookie.path : `${cookie.path}/`;
      if (url.pathname === cookie.path || url.pathname.startsWith(prefix)) matching.push(`${name}=${cookie.value}`);
    }
    return matching.join("; ");
  }

  names(): string[] {
    return [...this.cookies.keys()].map((key) => key.slice(0, key.indexOf("\u0000")));
  }
}

/** A fetch that carries the jar's cookies and does not follow redirects. */
export async function browserFetch(jar: CookieJar, url: string | URL, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url);
  const headers = new Headers(init.headers);
  const cookie = jar.header(target);
  if (cookie) headers.set("cookie", cookie);
  const response = await fetch(target, { ...init, headers, redirect: "manual" });
  jar.store(response, target);
  return response;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

export function authorizationUrl(sandbox: Sandbox, { state, challenge }: { state: string; challenge: string }): URL {
  const url = new URL(`${sandbox.env.OIDC_ISSUER}/auth`);
  url.search = new URLSearchParams({
    client_id: sandbox.env.OIDC_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    scope: "openid email profile surco",
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  }).toString();
  return url;
}

/** Follows redirects inside the sandbox until one leaves it (to the portal) or a page is shown. */
export async function followInsideSandbox(
  jar: CookieJar,
  sandbox: Sandbox,
  first: Response,
  firstUrl: URL,
): Promise<{ response: Response; url: URL }> {
  let response = first;
  let url = firstUrl;
  for (let hops = 0; hops < 10; hops++) {
    if (response.status < 300 || response.status >= 400) return { response, url };
    const next = new URL(response.headers.get("location") ?? "", url);
    if (next.origin !== new URL(sandbox.url).origin) return { response, url: next };
    await response.body?.cancel();
    url = next;
    response = await browserFetch(jar, url);
  }
  throw new Error("Too many redirects");
}

/** The sign-in form's action, read from the page. */
export function formAction(html: string, base: string): URL {
  const match = /<form[^>]*\baction="([^"]+)"/.exec(html);
  if (!match) throw new Error("No form on the page");
  return new URL(match[1].replace(/&amp;/g, "&"), base);
}

export interface SignInResult {
  /** Where the browser ends: the portal's callback with ?code&state, or an error. */
  callback: URL;
  verifier: string;
  state: string;
}

/** Starts an authorization request, signs in on the sandbox's page and returns the callback the portal would receive. */
export async function signIn(
  sandbox: Sandbox,
  jar: CookieJar,
  email: string,
  password = "surco-demo",
): Promise<SignInResult> {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString("hex");
  const start = authorizationUrl(sandbox, { state, challenge });
  const page = await followInsideSandbox(jar, sandbox, await browserFetch(jar, start), start);
  if (page.response.status !== 200) throw new Error(`Expected the sign-in page, got ${page.response.status}`);
  const html = await page.response.text();
  const action = formAction(html, page.url.href);
  const posted = await browserFetch(jar, action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
  });
  if (posted.status !== 303) throw new Error(`Sign-in failed with ${posted.status}: ${await posted.text()}`);
  const end = await followInsideSandbox(jar, sandbox, posted, action);
  return { callback: end.url, verifier, state };
}

export function basicAuth(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}`;
}

export async function exchangeCode(
  sandbox: Sandbox,
  code: string,
  verifier: string,
  method: "basic" | "post" = "basic",
): Promise<Response> {
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (method === "basic") {
    headers.authorization = basicAuth(sandbox.env.OIDC_CLIENT_ID, sandbox.env.OIDC_CLIENT_SECRET);
  } else {
    form.set("client_id", sandbox.env.OIDC_CLIENT_ID);
    form.set("client_secret", sandbox.env.OIDC_CLIENT_SECRET);
  }
  return fetch(`${sandbox.env.OIDC_ISSUER}/token`, { method: "POST", headers, body: form.toString() });
}

export async function loyaltyToken(sandbox: Sandbox): Promise<string> {
  const response = await fetch(sandbox.env.LOYALTY_TOKEN_URL, {
    headers: { authorization: basicAuth(sandbox.env.LOYALTY_CLIENT_ID, sandbox.env.LOYALTY_CLIENT_SECRET) },
  });
  if (!response.ok) throw new Error(`Token service answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function setFault(sandbox: Sandbox, fault: Record<string, unknown>): Promise<Response> {
  return fetch(`${sandbox.url}/_sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
}

export async function clearFaults(sandbox: Sandbox, upstream?: string): Promise<Response> {
  const query = upstream ? `?upstream=${encodeURIComponent(upstream)}` : "";
  return fetch(`${sandbox.url}/_sandbox/faults${query}`, { method: "DELETE" });
}
