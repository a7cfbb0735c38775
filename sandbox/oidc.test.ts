// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { userInfoClaims } from "../app/services/identity/contract";
import { DEMO_ACCOUNTS, findAccountByEmail } from "./data/accounts";
import {
  authorizationUrl,
  basicAuth,
  browserFetch,
  CookieJar,
  exchangeCode,
  followInsideSandbox,
  formAction,
  pkcePair,
  REDIRECT_URI,
  signIn,
  startTestSandbox,
  TEST_PORTAL_ORIGIN,
  type TestSandbox,
} from "./test-support";

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox?.dispose();
});

async function userinfo(accessToken: string) {
  const response = await fetch(`${sandbox.env.OIDC_ISSUER}/me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function openLoginPage(jar: CookieJar) {
  const { challenge } = pkcePair();
  const start = authorizationUrl(sandbox, { state: "s1", challenge });
  const page = await followInsideSandbox(jar, sandbox, await browserFetch(jar, start), start);
  return { response: page.response, url: page.url, html: await page.response.text() };
}

describe("discovery", () => {
  it("publishes the issuer, endpoints, scopes and client methods the portal relies on", async () => {
    const response = await fetch(`${sandbox.env.OIDC_ISSUER}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document.issuer).toBe(sandbox.env.OIDC_ISSUER);
    expect(sandbox.env.OIDC_ISSUER).toBe(`${sandbox.url}/oidc`);
    expect(document.authorization_endpoint).toBe(`${sandbox.env.OIDC_ISSUER}/auth`);
    expect(document.token_endpoint).toBe(`${sandbox.env.OIDC_ISSUER}/token`);
    expect(document.userinfo_endpoint).toBe(`${sandbox.env.OIDC_ISSUER}/me`);
    expect(document.end_session_endpoint).toBe(`${sandbox.env.OIDC_ISSUER}/session/end`);
    expect(document.scopes_supported).toEqual(expect.arrayContaining(["openid", "email", "profile", "surco"]));
    expect(document.claims_supported).toEqual(expect.arrayContaining(["document", "roles", "profile_status"]));
    expect(document.code_challenge_methods_supported).toEqual(["S256"]);
    expect(document.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(["client_secret_basic", "client_secret_post"]),
    );
    const jwks = (await (await fetch(document.jwks_uri as string)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "RSA", use: "sig" });
    expect(jwks.keys[0]).not.toHaveProperty("d");
  });
});

describe("sign-in page", () => {
  it("is a self-contained, labelled form listing the demo accounts", async () => {
    const { response, url, html } = await openLoginPage(new CookieJar());
    expect(response.status).toBe(200);
    expect(url.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<label for="email">/);
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<label for="password">/);
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toMatch(/<button type="submit">/);
    expect(html).not.toMatch(/<script/i);
    for (const account of DEMO_ACCOUNTS) expect(html).toContain(account.email);
    expect(html).toContain("surco-demo");
  });

  it("re-renders with an error and keeps the typed email after a wrong password", async () => {
    const jar = new CookieJar();
    const { url, html } = await openLoginPage(jar);
    const response = await browserFetch(jar, formAction(html, url.href), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "br.3estrelas@surco.example", password: "wrong" }).toString(),
    });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain("The email or password is not right");
    expect(page).toContain('value="br.3estrelas@surco.example"');
    expect(page).toContain('aria-invalid="true"');
  });

  it("rejects an unknown email and escapes what was typed", async () => {
    const jar = new CookieJar();
    const { url, html } = await openLoginPage(jar);
    const response = await browserFetch(jar, formAction(html, url.href), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: 'nobody"><b>@surco.example', password: "surco-demo" }).toString(),
    });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('value="nobody&quot;&gt;&lt;b&gt;@surco.example"');
    expect(page).not.toContain("<b>@");
  });

  it("the cancel link returns access_denied to the portal", async () => {
    const jar = new CookieJar();
    const { url, html } = await openLoginPage(jar);
    const cancel = /href="([^"]+\/abort)"/.exec(html)?.[1];
    expect(cancel).toBeDefined();
    const abortUrl = new URL(cancel as string, url);
    const end = await followInsideSandbox(jar, sandbox, await browserFetch(jar, abortUrl), abortUrl);
    expect(end.url.origin + end.url.pathname).toBe(REDIRECT_URI);
    expect(end.url.searchParams.get("error")).toBe("access_denied");
    expect(end.url.searchParams.get("state")).toBe("s1");
  });

  it("answers a stale interaction address with an explanation, not a crash", async () => {
    const response = await fetch(`${sandbox.env.OIDC_ISSUER}/interaction/not-a-real-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Sign-in expired");
  });
});

describe("authorization code + PKCE round trip", () => {
  it("signs in, exchanges the code with client_secret_basic and returns every custom claim at userinfo", async () => {
    const jar = new CookieJar();
    const account = findAccountByEmail("br.lider@surco.example")!;
    const { callback, verifier, state } = await signIn(sandbox, jar, "BR.Lider@surco.example ");
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get("state")).toBe(state);
    expect(callback.searchParams.get("iss")).toBe(sandbox.env.OIDC_ISSUER);
    const code = callback.searchParams.get("code");
    expect(code).toBeTruthy();

    const tokenResponse = await exchangeCode(sandbox, code as string, verifier, "basic");
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as Record<string, unknown>;
    expect(tokens.token_type).toBe("Bearer");
    expect(typeof tokens.access_token).toBe("string");
    const idToken = JSON.parse(
      Buffer.from((tokens.id_token as string).split(".")[1], "base64url").toString(),
    ) as Record<string, unknown>;
    expect(idToken.sub).toBe(account.id);
    expect(idToken.iss).toBe(sandbox.env.OIDC_ISSUER);
    expect(idToken.aud).toBe(sandbox.env.OIDC_CLIENT_ID);

    const raw = await userinfo(tokens.access_token as string);
    const claims = userInfoClaims.parse(raw);
    expect(claims).toEqual({
      sub: account.id,
      email: "br.lider@surco.example",
      name: "Paulo Roberto Bertolini",
      document: "26481095360",
      roles: [{ roleName: "Grower" }],
      profile_status: "ACTIVE",
      cultivar_type: null,
      is_eleva: false,
      is_carbon_program: false,
      country: "BR",
    });
    expect(raw.email_verified).toBe(true);
    expect(raw.locale).toBe("pt-BR");
  });

  it("accepts client_secret_post and passes roles through verbatim", async () => {
    const jar = new CookieJar();
    const { callback, verifier } = await signIn(sandbox, jar, "ar.finanzasypedidos@surco.example");
    const response = await exchangeCode(sandbox, callback.searchParams.get("code") as string, verifier, "post");
    expect(response.status).toBe(200);
    const claims = userInfoClaims.parse(
      await userinfo(((await response.json()) as { access_token: string }).access_token),
    );
    expect(claims.roles).toEqual([{ roleName: "Finance and Orders" }]);
    expect(claims.country).toBe("AR");
    expect(claims.document).toBe("30715248693");
  });

  it("releases null documents and flags for accounts that have them", async () => {
    const checks: Array<[string, (claims: ReturnType<typeof userInfoClaims.parse>) => void]> = [
      ["us.noinscrito@surco.example", (c) => expect(c).toMatchObject({ document: null, country: "US" })],
      ["br.eleva@surco.example", (c) => expect(c).toMatchObject({ is_eleva: true, is_carbon_program: false })],
      ["br.carbono@surco.example", (c) => expect(c).toMatchObject({ is_carbon_program: true, is_eleva: false })],
      [
        "br.cadastro@surco.example",
        (c) => expect(c).toMatchObject({ profile_status: "ONBOARDING", cultivar_type: "Cultivar" }),
      ],
      ["br.cultivarplus@surco.example", (c) => expect(c.cultivar_type).toBe("Cultivar Plus")],
    ];
    for (const [email, check] of checks) {
      const { callback, verifier } = await signIn(sandbox, new CookieJar(), email);
      const response = await exchangeCode(sandbox, callback.searchParams.get("code") as string, verifier);
      const raw = await userinfo(((await response.json()) as { access_token: string }).access_token);
      check(userInfoClaims.parse(raw));
    }
  });

  it("refuses the code with a wrong PKCE verifier, a wrong secret, or twice", async () => {
    const { callback, verifier } = await signIn(sandbox, new CookieJar(), "br.1estrela@surco.example");
    const code = callback.searchParams.get("code") as string;

    const wrongVerifier = await exchangeCode(sandbox, code, pkcePair().verifier);
    expect(wrongVerifier.status).toBe(400);
    expect(((await wrongVerifier.json()) as { error: string }).error).toBe("invalid_grant");

    const second = await signIn(sandbox, new CookieJar(), "br.1estrela@surco.example");
    const wrongSecret = await fetch(`${sandbox.env.OIDC_ISSUER}/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: basicAuth(sandbox.env.OIDC_CLIENT_ID, "not-the-secret"),
      },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: second.callback.searchParams.get("code") as string,
        redirect_uri: REDIRECT_URI,
        code_verifier: second.verifier,
      }).toString(),
    });
    expect(wrongSecret.status).toBe(401);
    expect(((await wrongSecret.json()) as { error: string }).error).toBe("invalid_client");

    const third = await signIn(sandbox, new CookieJar(), "br.1estrela@surco.example");
    const thirdCode = third.callback.searchParams.get("code") as string;
    expect((await exchangeCode(sandbox, thirdCode, third.verifier)).status).toBe(200);
    expect((await exchangeCode(sandbox, thirdCode, third.verifier)).status).toBe(400);
    // The verifier we did not use is still unknown to the provider.
    expect(verifier).not.toBe(third.verifier);
  });

  it("does not answer userinfo without a valid access token", async () => {
    const response = await fetch(`${sandbox.env.OIDC_ISSUER}/me`, { headers: { authorization: "Bearer nope" } });
    expect(response.status).toBe(401);
  });

  it("skips the sign-in page when the provider session exists (single sign-on, consent remembered)", async () => {
    const jar = new CookieJar();
    await signIn(sandbox, jar, "ar.conectado@surco.example");
    expect(jar.names()).toContain("surco_idp_session");
    // The provider's cookies stay under /oidc: the portal (same host, other port) never receives them.
    expect(jar.header(new URL(`${TEST_PORTAL_ORIGIN}/es-ar/mi-impulso`))).toBe("");
    const { verifier, challenge } = pkcePair();
    const again = authorizationUrl(sandbox, { state: "again", challenge });
    const end = await followInsideSandbox(jar, sandbox, await browserFetch(jar, again), again);
    expect(end.url.origin + end.url.pathname).toBe(REDIRECT_URI);
    const code = end.url.searchParams.get("code") as string;
    const tokens = (await (await exchangeCode(sandbox, code, verifier)).json()) as { access_token: string };
    expect(userInfoClaims.parse(await userinfo(tokens.access_token)).email).toBe("ar.conectado@surco.example");
  });

  it("grants an explicit consent prompt automatically (first-party client)", async () => {
    const jar = new CookieJar();
    await signIn(sandbox, jar, "br.eleva@surco.example");
    const { verifier, challenge } = pkcePair();
    const url = authorizationUrl(sandbox, { state: "consent", challenge });
    url.searchParams.set("prompt", "consent");
    const first = await browserFetch(jar, url);
    expect(first.status).toBe(303);
    expect(new URL(first.headers.get("location") as string, url).pathname).toMatch(/^\/oidc\/interaction\//);
    const end = await followInsideSandbox(jar, sandbox, first, url);
    expect(end.url.origin + end.url.pathname).toBe(REDIRECT_URI);
    const tokens = (await (
      await exchangeCode(sandbox, end.url.searchParams.get("code") as string, verifier)
    ).json()) as {
      access_token: string;
    };
    expect(userInfoClaims.parse(await userinfo(tokens.access_token)).is_eleva).toBe(true);
  });

  it("signs out through the end-session endpoint back to the portal", async () => {
    const jar = new CookieJar();
    await signIn(sandbox, jar, "ar.permitido@surco.example");
    const endSession = new URL(`${sandbox.env.OIDC_ISSUER}/session/end`);
    endSession.search = new URLSearchParams({
      client_id: sandbox.env.OIDC_CLIENT_ID,
      post_logout_redirect_uri: `${TEST_PORTAL_ORIGIN}/api/auth/signed-out`,
    }).toString();
    const confirm = await browserFetch(jar, endSession);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).not.toMatch(/<script/i);
    const action = formAction(html, endSession.href);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] as string;
    const done = await browserFetch(jar, action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ xsrf, logout: "yes" }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${TEST_PORTAL_ORIGIN}/api/auth/signed-out`);

    // The provider session is gone: the next authorization shows the sign-in page again.
    const { challenge } = pkcePair();
    const next = authorizationUrl(sandbox, { state: "after-logout", challenge });
    const page = await followInsideSandbox(jar, sandbox, await browserFetch(jar, next), next);
    expect(page.response.status).toBe(200);
    expect(page.url.pathname).toMatch(/^\/oidc\/interaction\//);
  });

  async function signedInWithIdToken(email: string) {
    const jar = new CookieJar();
    const { callback, verifier } = await signIn(sandbox, jar, email);
    const tokens = (await (
      await exchangeCode(sandbox, callback.searchParams.get("code") as string, verifier)
    ).json()) as {
      id_token: string;
    };
    return { jar, idToken: tokens.id_token };
  }

  function endSessionUrl(idToken: string, redirect = `${TEST_PORTAL_ORIGIN}/api/auth/signed-out`) {
    const url = new URL(`${sandbox.env.OIDC_ISSUER}/session/end`);
    url.search = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: redirect,
      state: "es-ar",
    }).toString();
    return url;
  }

  it("with a valid id_token_hint of the signed-in account, ends the session at once and returns with the state", async () => {
    const { jar, idToken } = await signedInWithIdToken("ar.permitido@surco.example");
    const done = await browserFetch(jar, endSessionUrl(idToken));
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${TEST_PORTAL_ORIGIN}/api/auth/signed-out?state=es-ar`);

    const { challenge } = pkcePair();
    const next = authorizationUrl(sandbox, { state: "after-hinted-logout", challenge });
    const page = await followInsideSandbox(jar, sandbox, await browserFetch(jar, next), next);
    expect(page.url.pathname).toMatch(/^\/oidc\/interaction\//);
    expect(await page.response.text()).toContain('type="password"');
  });

  it("asks for confirmation when the hint names another account, and refuses an unregistered redirect", async () => {
    const { idToken: someoneElse } = await signedInWithIdToken("br.eleva@surco.example");
    const { jar, idToken } = await signedInWithIdToken("ar.permitido@surco.example");
    const confirm = await browserFetch(jar, endSessionUrl(someoneElse));
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("op.logoutForm");
    const refused = await browserFetch(jar, endSessionUrl(idToken, "https://evil.example/"));
    expect(refused.status).toBe(400);
  });
});
