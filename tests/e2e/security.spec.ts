import type { ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";

import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";
import { startOwnPortal, stopProcess } from "./processes";
import { logIn, portal } from "./support";

/**
 * The server's answers to hostile or malformed HTTP, sent raw (node:http): a
 * browser or Playwright's own client would normalise "/.//" or "/\" before
 * sending, and could not send a broken Host header at all.
 */
interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function raw(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(portal());
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, method, path, headers, setHost: !("host" in headers) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    // A server that refuses a large body may close before reading it all: the answer still counts.
    request.on("error", reject);
    if (body !== undefined) request.end(body);
    else request.end();
  });
}

/**
 * Streams a body of `size` bytes until the server answers, as a hostile client
 * would: the server may answer and close long before the body is sent, so
 * write errors after that are expected.
 */
function streamLarge(path: string, headers: Record<string, string>, size: number): Promise<number> {
  const { hostname, port } = new URL(portal());
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ hostname, port, method: "POST", path, headers }, (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode!);
    });
    request.on("error", (error) => answered || reject(error));
    const chunk = Buffer.alloc(64 * 1024, "a");
    // Four times the form limit, then silence: the body stays unfinished (it announced `size`, or is chunked), so only
    // a server that refuses before reading it all can answer. Writing on after the refusal would race its closing
    // of the connection (EPIPE) instead of testing anything.
    const sendAtMost = Math.min(size, 4 * chunk.length);
    let sent = 0;
    const pump = () => {
      if (answered || request.destroyed || sent >= sendAtMost) return;
      sent += chunk.length;
      request.write(chunk, () => setImmediate(pump));
    };
    pump();
  });
}

// Each way of spelling another origin, as a path or a return address, raw and encoded.
const OTHER_ORIGINS = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/%252e%252e//evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/es-ar/..//evil.example",
];

test.describe("redirects lead only to our own pages", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");

  for (const path of OTHER_ORIGINS) {
    test(`the trailing-slash canonicaliser does not redirect ${path}/`, async () => {
      const answer = await raw("GET", `${path}/`);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.status).toBe(404);
    });
  }

  test("the canonicaliser still redirects our own addresses", async () => {
    const answer = await raw("GET", "/ES-AR/contacto/?origen=1");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/es-ar/contacto?origen=1");
  });

  test("signed in, login's return address never leaves the site", async ({ page }) => {
    await logIn(page, "br.3estrelas@surco.example", "/pt-br/contato");
    await expect(page).toHaveURL(/\/pt-br\/contato$/);
    for (const state of [...OTHER_ORIGINS, ...OTHER_ORIGINS.map(encodeURIComponent), "https://evil.example/"]) {
      const answer = await page.request.get(`/api/auth/login?state=${encodeURIComponent(state)}`, { maxRedirects: 0 });
      expect(answer.status(), state).toBe(302);
      expect(answer.headers().location, state).toBe("/");
    }
    const home = await page.request.get(`/api/auth/login?state=${encodeURIComponent("/pt-br/contato?x=1")}`, {
      maxRedirects: 0,
    });
    expect(home.headers().location).toBe("/pt-br/contato?x=1");
  });

  test("the connect-account page's return link and redirect stay on the site", async ({ page }) => {
    await logIn(page, "ar.conectado@surco.example", "/es-ar/mis-campos");
    await expect(page).toHaveURL(/\/es-ar\/mis-campos$/);
    for (const volver of OTHER_ORIGINS) {
      const address = `/es-ar/configuracion-de-perfil/conectar-cuenta?volver=${encodeURIComponent(volver)}`;
      const html = await (await page.request.get(address)).text();
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
      // Where each link leads (a login link may carry this page's own address, evil text and all, in its query).
      const offSite = hrefs.filter((href) =>
        new URL(href.replaceAll("&amp;", "&"), portal()).hostname.includes("evil"),
      );
      expect(offSite, volver).toEqual([]);
      expect(hrefs, volver).toContain("/es-ar/mis-campos");
      const posted = await page.request.post(address, { form: {}, maxRedirects: 0, headers: { origin: portal() } });
      expect(posted.status(), volver).toBe(303);
      expect(posted.headers().location, volver).toBe("/es-ar/mis-campos");
    }
  });
});

test.describe("bounded and well-formed requests", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");
  const form = { "content-type": "application/x-www-form-urlencoded" };

  test("a body over the size limit answers 413 before it is read, declared or chunked", async () => {
    const size = 50 * 1024 * 1024;
    expect(await streamLarge("/api/auth/logout", { ...form, "content-length": String(size) }, size)).toBe(413);
    expect(await streamLarge("/api/auth/logout", { ...form, "transfer-encoding": "chunked" }, size)).toBe(413);
  });

  test("a form with too many fields answers 413", async () => {
    const fields = Array.from({ length: 5_000 }, (_, i) => `f${i}=1`).join("&");
    expect((await raw("POST", "/es-ar/recursos", { headers: form, body: fields })).status).toBe(413);
    // Except where nothing reads the body: any logout ends the session (server/body-limit.ts).
    expect((await raw("POST", "/api/auth/logout", { headers: form, body: fields })).status).toBe(303);
  });

  test("a body that trickles is answered 408 and closed at the deadline, not held for minutes", async () => {
    const { hostname, port } = new URL(portal());
    const socket = net.connect(Number(port), hostname);
    const started = Date.now();
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.write(`POST /es-ar/recursos HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`);
    socket.write("Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nEmail=a");
    // The rest of the body never comes; the portal (REQUEST_DEADLINE_SECONDS, 5 s in this suite) ends it.
    await new Promise<void>((resolve) => socket.once("close", () => resolve()));
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  test("a POST whose Origin is our host over another scheme is refused: the scheme counts", async () => {
    const { host } = new URL(portal());
    const other = await raw("POST", "/es-ar/recursos", {
      headers: { ...form, host, origin: `https://${host}` },
      body: "",
    });
    expect(other.status).toBe(403);
    const ours = await raw("POST", "/api/auth/logout", { headers: { ...form, host, origin: portal() }, body: "" });
    expect(ours.status).toBe(303);
  });

  test("an ordinary form still goes through", async () => {
    const answer = await raw("POST", "/api/auth/logout", { headers: form, body: "locale=es-ar" });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/api/auth/signed-out?state=es-ar");
  });

  for (const [name, headers] of [
    ["Host", { host: "[" }],
    ["Host", { host: "a b" }],
    ["Host", { host: "localhost:99999" }],
    ["X-Forwarded-Host", { "x-forwarded-host": "a b/c" }],
    ["X-Forwarded-Host", { "x-forwarded-host": "[" }],
    ["X-Forwarded-Proto", { "x-forwarded-proto": "ht!tp" }],
  ] as const) {
    test(`a hostile ${name} (${Object.values(headers)[0]}) answers 400 without a stack trace`, async () => {
      const answer = await raw("GET", "/es-ar", { headers });
      expect(answer.status).toBe(400);
      expect(answer.body).not.toMatch(/at |Error/);
    });
  }

  test("wrong methods answer 405 and name the allowed ones", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
      const answer = await raw(method, "/es-ar");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD, POST");
    }
    const noAction = await raw("POST", "/es-ar/contacto", { headers: form, body: "a=1" });
    expect(noAction.status).toBe(405);
    expect(noAction.headers.allow).toBe("GET, HEAD");
  });

  // Every action and resource route, with each kind of body a careless or hostile client sends.
  const ROUTES = [
    "/",
    "/robots.txt",
    "/es-ar/sitemap.xml",
    "/api/auth/login",
    "/api/auth/callback",
    "/api/auth/logout",
    "/api/partners/cultivio/corn-batch",
    "/es/catalog/maiz/marca/1/2/catalog",
    "/xx-yy/nada",
    "/es-ar/configuracion-de-perfil/conectar-cuenta",
    "/es-ar/calidad-de-semilla",
  ];
  const BODIES: [string, Record<string, string>, string | undefined][] = [
    ["JSON", { "content-type": "application/json" }, '{"a":1}'],
    ["an empty body", {}, undefined],
    ["malformed multipart", { "content-type": "multipart/form-data; boundary=x" }, "garbage"],
    ["multipart without a boundary", { "content-type": "multipart/form-data" }, "--x\r\n\r\n"],
    ["text", { "content-type": "text/plain" }, "a=1"],
    ["XML", { "content-type": "application/xml" }, "<a/>"],
  ];
  for (const path of ROUTES) {
    test(`POST ${path} answers 4xx or a redirect whatever the body`, async () => {
      for (const [kind, headers, body] of BODIES) {
        const answer = await raw("POST", path, { headers, body });
        expect(answer.status, `${kind}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(300);
        expect(answer.status, `${kind}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
      }
    });
  }
});

test.describe("headers on every answer", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");

  test("Cross-Origin-Resource-Policy: same-origin on pages, files, errors and redirects", async () => {
    const answers = await Promise.all([
      raw("GET", "/es-ar"),
      raw("GET", "/favicon.ico"),
      raw("GET", "/robots.txt"),
      raw("GET", "/healthz"),
      raw("GET", "/es-ar/no-existe"),
      raw("GET", "/es-ar/"),
      raw("GET", "//evil.example/"),
      raw("GET", "/", { headers: { host: "[" } }),
      raw("PUT", "/es-ar"),
      raw("POST", "/api/auth/logout", { headers: { "content-type": "application/json" }, body: "{}" }),
    ]);
    for (const answer of answers)
      expect(answer.headers["cross-origin-resource-policy"], String(answer.status)).toBe("same-origin");
  });

  test("CSP violations are reported to our own origin, bounded", async () => {
    const page = await raw("GET", "/es-ar");
    expect(page.headers["content-security-policy"]).toContain("report-uri /api/csp-reports");
    expect(page.headers["content-security-policy"]).toContain("report-to csp");
    expect(page.headers["reporting-endpoints"]).toBe('csp="/api/csp-reports"');
    const report = JSON.stringify({
      "csp-report": { "document-uri": `${portal()}/es-ar`, "violated-directive": "style-src", "blocked-uri": "inline" },
    });
    expect(
      (await raw("POST", "/api/csp-reports", { headers: { "content-type": "application/csp-report" }, body: report }))
        .status,
    ).toBe(204);
    const batch = JSON.stringify([
      { type: "csp-violation", body: { documentURL: `${portal()}/es-ar`, effectiveDirective: "script-src-elem" } },
    ]);
    expect(
      (await raw("POST", "/api/csp-reports", { headers: { "content-type": "application/reports+json" }, body: batch }))
        .status,
    ).toBe(204);
    const huge = JSON.stringify({ "csp-report": { sample: "x".repeat(100_000) } });
    expect(
      (await raw("POST", "/api/csp-reports", { headers: { "content-type": "application/csp-report" }, body: huge }))
        .status,
    ).toBe(413);
    expect(
      (await raw("POST", "/api/csp-reports", { headers: { "content-type": "text/html" }, body: "<p>" })).status,
    ).toBe(415);
  });
});

/**
 * Rate limits need a small limit, and the suite's server runs with a large one
 * (every test signs in from 127.0.0.1): these tests boot a second portal of
 * their own, with RATE_LIMIT_PER_MINUTE=5 and no trusted proxy.
 */
test.describe("rate limits count the real client", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  // Beside the js projects' portal (playwright.config.ts): E2E_PORT + 10.
  const port = Number(process.env.E2E_PORT ?? 3100) + 10;
  const limited = `http://localhost:${port}`;
  let server: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnPortal(port, { RATE_LIMIT_PER_MINUTE: "5", TRUST_PROXY_HOPS: "0" });
  });
  test.afterAll(async () => {
    await stopProcess(server);
  });

  async function statuses(request: APIRequestContext, path: (i: number) => string, spoof: boolean) {
    const out: number[] = [];
    for (let i = 0; i < 7; i++) {
      const headers: Record<string, string> = spoof ? { "x-forwarded-for": `10.0.${i}.1` } : {};
      out.push((await request.get(`${limited}${path(i)}`, { headers, maxRedirects: 0 })).status());
    }
    return out;
  }

  test("a spoofed X-Forwarded-For does not buy a fresh allowance; the 429 carries Retry-After", async ({ request }) => {
    const codes = await statuses(request, (i) => `/api/partners/cultivio/corn-batch?seedGroupCode=LOT${i}`, true);
    expect(codes.slice(5)).toEqual([429, 429]);
    const refused = await request.get(`${limited}/api/partners/cultivio/corn-batch?seedGroupCode=LOT9`);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  });

  test("the seed-quality page's 429 carries Retry-After (it shares the lookup allowance)", async ({ request }) => {
    const page = await request.get(`${limited}/es-ar/calidad-de-semilla?lot=LOT1`);
    expect(page.status()).toBe(429);
    expect(Number(page.headers()["retry-after"])).toBeGreaterThan(0);
  });

  test("a form posted past its allowance answers 429 with Retry-After and the localized page, never a 500", async ({
    request,
  }) => {
    const post = () =>
      request.post(`${limited}/es-ar/recursos`, {
        form: { block: "newsletter", Email: "grower@example.com" },
        headers: { origin: limited },
        maxRedirects: 0,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post()).status());
    expect(statuses.at(-1)).toBe(429);
    const refused = await post();
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers()["cache-control"]).toBe("no-store");
    const html = await refused.text();
    expect(html).toContain('<html lang="es-AR"');
    expect(html).toContain("Demasiados intentos");
  });

  test("the login allowance is counted per client, spoofing or not", async ({ request }) => {
    const codes = await statuses(request, () => "/api/auth/login?state=%2Fes-ar", true);
    expect(codes.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});
