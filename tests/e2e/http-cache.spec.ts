import { createHash } from "node:crypto";

import type { Page } from "@playwright/test";

import { browserFetch, type CookieJar } from "../../sandbox/test-support";
import { expect, test } from "./fixtures";
import { portal, providerCallback, RAW_HTTP, signedIn } from "./support";

/**
 * HTTP caching of the portal's pages (issue 16): one body for one content, a strong ETag, 304 on revisit, who may
 * keep an answer (Cache-Control, Vary), and a CSP that allows the page's inline scripts by their hashes. Raw HTTP,
 * and one browser revisit, all once, in js-off: a revisit is a full document load with or without JavaScript.
 */

const ANONYMOUS = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

async function get(path: string, { jar, headers = {} }: { jar?: CookieJar; headers?: Record<string, string> } = {}) {
  const url = new URL(path, portal());
  return jar ? browserFetch(jar, url, { headers }) : fetch(url, { headers, redirect: "manual" });
}

async function signedInJar(email: string, path: string): Promise<CookieJar> {
  const { jar, callback } = await providerCallback(email, path);
  expect((await browserFetch(jar, callback)).status).toBe(302);
  return jar;
}

test.describe("one body for one content, and 304 on revisit", RAW_HTTP, () => {
  test("an anonymous page: the same body and ETag twice, then 304 with no body (GET and HEAD)", async () => {
    const first = await get("/pt-br");
    const second = await get("/pt-br");
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(first.status).toBe(200);
    expect(secondBody).toBe(firstBody);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22,}"$/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(etag).toBe(`"${createHash("sha256").update(firstBody).digest("base64url")}"`);
    expect(first.headers.get("cache-control")).toBe(ANONYMOUS);
    expect(first.headers.get("vary")).toMatch(/^Cookie, Save-Data, ECT\b/);

    for (const method of ["GET", "HEAD"]) {
      const revisit = await fetch(new URL("/pt-br", portal()), { method, headers: { "if-none-match": etag } });
      expect(revisit.status, method).toBe(304);
      expect(await revisit.text(), method).toBe("");
      expect(revisit.headers.get("etag"), method).toBe(etag);
      expect(revisit.headers.get("cache-control"), method).toBe(ANONYMOUS);
      expect(revisit.headers.get("vary"), method).toMatch(/^Cookie, Save-Data, ECT\b/);
    }
    // A list that names the tag, and `*`, match; another page's tag does not.
    expect((await get("/pt-br", { headers: { "if-none-match": `"other", ${etag}` } })).status).toBe(304);
    expect((await get("/pt-br", { headers: { "if-none-match": "*" } })).status).toBe(304);
    expect((await get("/pt-br/privacidade", { headers: { "if-none-match": etag } })).status).toBe(200);
  });

  test("a signed-in page is private, and a revisit is a 304 too", async () => {
    const jar = await signedInJar("br.3estrelas@surco.example", "/pt-br/meu-impulso");
    const first = await get("/pt-br/meu-impulso", { jar });
    const body = await first.text();
    expect(first.status).toBe(200);
    expect(body).toContain("Ana Carolina");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const second = await get("/pt-br/meu-impulso", { jar });
    expect(await second.text()).toBe(body);
    const etag = first.headers.get("etag")!;
    expect(second.headers.get("etag")).toBe(etag);
    const revisit = await get("/pt-br/meu-impulso", { jar, headers: { "if-none-match": etag } });
    expect(revisit.status).toBe(304);
    expect(await revisit.text()).toBe("");
    expect(revisit.headers.get("cache-control")).toBe("private, no-cache");
    // The anonymous page at the same address is another body, so the grower's tag never matches it.
    expect((await get("/pt-br/meu-impulso", { headers: { "if-none-match": etag } })).status).not.toBe(304);
  });
});

test.describe("who may keep a page", RAW_HTTP, () => {
  test("a page with a form's per-visit idempotency key is kept by no cache", async () => {
    const page = await get("/es-ar/recursos");
    const html = await page.text();
    expect(html).toContain('name="idempotencyKey"');
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const again = await get("/es-ar/recursos");
    expect(await again.text()).not.toBe(html);
  });

  test("the signed-in home, with its quotation toggles' keys, is kept by no cache; the anonymous home by any", async () => {
    expect((await get("/pt-br")).headers.get("cache-control")).toBe(ANONYMOUS);
    const jar = await signedInJar("br.3estrelas@surco.example", "/pt-br");
    expect((await get("/pt-br", { jar })).headers.get("cache-control")).toBe("private, no-store");
  });

  test("where the address names no locale, the answer varies on the language too", async () => {
    const negotiated = await get("/fr-fr/contact", { headers: { "accept-language": "pt-BR" } });
    expect(negotiated.status).toBe(404);
    expect(negotiated.headers.get("vary")).toContain("Accept-Language");
    expect((await get("/es-ar/contacto")).headers.get("vary")).not.toContain("Accept-Language");
  });
});

test.describe("the CSP allows each page's own inline scripts by hash, and nothing else", RAW_HTTP, () => {
  for (const path of ["/es-ar", "/pt-br/catalogo", "/en-us/contact", "/es-us/privacidad"]) {
    test(`${path}: each inline script's hash is in the policy; no nonce in the policy or the body`, async () => {
      const answer = await get(path);
      const policy = answer.headers.get("content-security-policy")!;
      const html = await answer.text();
      // Structured data (`application/ld+json`) is data, never run: the policy has nothing to allow for it.
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((m) => !/type="application\/ld\+json"/.test(m[1]!))
        .map((m) => m[2])
        .filter(Boolean);
      const hashes = inline.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
      const scriptSrc = /script-src ([^;]+)/.exec(policy)![1];
      expect(scriptSrc).toBe([...new Set(hashes)].concat("'strict-dynamic'").join(" "));
      expect(policy).not.toContain("nonce");
      expect(html).not.toContain("nonce=");
      // One policy, not the middleware's and the page's (two would both apply, allowing nothing).
      expect(policy.match(/script-src/g)).toHaveLength(1);
    });
  }

  test("an answer that is not a page allows no script at all", async () => {
    const robots = await get("/robots.txt");
    expect(robots.headers.get("content-security-policy")).toContain("script-src 'none'");
  });
});

/** The status codes that reached the browser for its document loads, as the network saw them (a 304 included). */
async function documentStatuses(page: Page): Promise<number[]> {
  const statuses: number[] = [];
  const cdp = await page.context().newCDPSession(page);
  const documents = new Set<string>();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type === "Document") documents.add(event.requestId);
  });
  cdp.on("Network.responseReceivedExtraInfo", (event) => {
    if (documents.has(event.requestId)) statuses.push(event.statusCode);
  });
  await cdp.send("Network.enable");
  return statuses;
}

test("the browser revisits a page with its ETag and gets 304, anonymous and signed in", async ({ page }) => {
  test.skip(test.info().project.name !== "js-off", "a revisit is a full document load with or without JavaScript");
  const statuses = await documentStatuses(page);
  await page.goto("/pt-br/privacidade");
  const revisit = await page.goto("/pt-br/privacidade");
  expect(await revisit!.request().headerValue("if-none-match")).toMatch(/^"[A-Za-z0-9_-]{22,}"$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => statuses).toEqual([200, 304]);

  await signedIn(page, "br.3estrelas@surco.example", "/pt-br/meu-impulso");
  await expect(page).toHaveURL(/\/pt-br\/meu-impulso$/);
  statuses.length = 0;
  await page.reload();
  await expect(page.getByText("Ana Carolina").first()).toBeVisible();
  await expect.poll(() => statuses).toEqual([304]);
});
