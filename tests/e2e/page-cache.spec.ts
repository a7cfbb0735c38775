import type { ChildProcess } from "node:child_process";

import { browserFetch, type CookieJar } from "../../sandbox/test-support";
import { expect, test } from "./fixtures";
import { startOwnPortal, stopProcess } from "./processes";
import { providerCallback, RAW_HTTP } from "./support";

/**
 * The portal's own cache of anonymous pages (server/page-cache.ts, decision 0047), on a portal of this spec's own
 * started as production starts it: the suite's portals turn it off (their tests inject faults and expect the next
 * page to show them). Raw HTTP, once, in js-off.
 */
test.describe("the portal keeps an anonymous page for the next visitor, and nothing else", RAW_HTTP, () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  const port = Number(process.env.E2E_PORT ?? 3100) + 30;
  const origin = `http://localhost:${port}`;
  let server: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnPortal(port);
  });
  test.afterAll(async () => {
    await stopProcess(server);
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, origin), { headers, redirect: "manual" });

  test("the next visitor gets the first one's copy, with its Age and ETag, and a 304 on revisit", async () => {
    const first = await get("/es-ar/guia-de-siembra");
    const second = await get("/es-ar/guia-de-siembra");
    expect(first.status).toBe(200);
    // The first is the render's own answer (its timings, no Age); the second is the copy (an Age, no timings).
    expect(first.headers.has("age")).toBe(false);
    expect(first.headers.has("server-timing")).toBe(true);
    expect(second.headers.get("age")).toMatch(/^\d+$/);
    expect(second.headers.has("server-timing")).toBe(false);
    expect(await second.text()).toBe(await first.text());
    const etag = first.headers.get("etag")!;
    expect(second.headers.get("etag")).toBe(etag);
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    // Its CSP is the page's own (the hashes of its inline script and style), not the middleware's no-script one.
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    const revisit = await get("/es-ar/guia-de-siembra", { "if-none-match": etag });
    expect(revisit.status).toBe(304);
    expect(await revisit.text()).toBe("");
  });

  test("a request that differs in what the page varies on never gets another's copy", async () => {
    const full = await get("/pt-br");
    expect((await get("/pt-br")).headers.has("age")).toBe(true);
    // Each is a render of its own (no Age), and a different page (the light one).
    const light = await get("/pt-br", { "save-data": "on" });
    expect(light.headers.has("age")).toBe(false);
    expect(light.headers.get("etag")).not.toBe(full.headers.get("etag"));
    const chosenLight = await get("/pt-br", { cookie: "__Host-surco-light=1" });
    expect(chosenLight.headers.has("age")).toBe(false);
    expect(chosenLight.headers.get("etag")).not.toBe(full.headers.get("etag"));
  });

  test("a signed-in page never comes from the cache, and never goes into it", async () => {
    const { jar, callback } = await providerCallback("br.3estrelas@surco.example", "/pt-br", origin);
    expect((await browserFetch(jar, callback)).status).toBe(302);
    const mine = async (j: CookieJar) => browserFetch(j, new URL("/pt-br", origin));
    const [first, second] = [await mine(jar), await mine(jar)];
    for (const answer of [first, second]) {
      expect(answer.headers.get("cache-control")).toMatch(/^private/);
      expect(answer.headers.has("age")).toBe(false);
    }
    expect(await first.text()).toContain("Ana Carolina");
    // Anyone else, now: the anonymous home, without her name.
    const anonymous = await get("/pt-br");
    expect(await anonymous.text()).not.toContain("Ana Carolina");
  });

  test("the bench's one-line page is always rendered: it measures a render", async () => {
    await get("/es-ar/_baseline");
    const again = await get("/es-ar/_baseline");
    expect(again.status).toBe(200);
    expect(again.headers.get("cache-control")).toBe("no-store");
    expect(again.headers.has("age")).toBe(false);
  });
});
