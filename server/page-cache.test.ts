import zlib from "node:zlib";

import { describe, expect, it } from "vitest";

import { ANONYMOUS_CACHE_CONTROL, PER_VISIT_CACHE_CONTROL, PERSONAL_CACHE_CONTROL } from "~/http-cache/cache-policy";

import { pageCache } from "./page-cache";

const PAGE = "https://surco.example/es-ar";

function setup({ maxSeconds = 60, staleSeconds = 600, maxEntries = 10, maxBytes = 1_000_000 } = {}) {
  let clock = 1_000_000;
  let renders = 0;
  const cache = pageCache({ maxSeconds, staleSeconds, maxEntries, maxBytes, now: () => clock });
  const page = (init: { status?: number; headers?: Record<string, string>; body?: string } = {}) => {
    renders++;
    return new Response(init.body ?? `<html>render ${renders}</html>`, {
      status: init.status ?? 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": ANONYMOUS_CACHE_CONTROL,
        etag: `"v${renders}"`,
        "server-timing": `content-page;dur=${renders}`,
        ...init.headers,
      },
    });
  };
  return {
    get: (url = PAGE, headers: Record<string, string> = {}, method = "GET", init?: Parameters<typeof page>[0]) =>
      cache.cached(new Request(url, { method, headers }), async () => page(init)),
    kept: (stale: boolean, url = PAGE, headers: Record<string, string> = {}) =>
      cache.kept({ url, method: "GET", header: (name) => headers[name] }, { stale }),
    renders: () => renders,
    advance: (seconds: number) => (clock += seconds * 1000),
  };
}

describe("the portal's cache of anonymous pages", () => {
  it("renders a public page once and answers the next visitors with that copy, its ETag and an Age", async () => {
    const { get, renders, advance } = setup();
    const first = await get();
    expect(await first.text()).toBe("<html>render 1</html>");
    // The first visitor gets the render's own answer.
    expect(first.headers.has("age")).toBe(false);
    expect(first.headers.get("server-timing")).toBe("content-page;dur=1");
    advance(12);
    const second = await get();
    expect(await second.text()).toBe("<html>render 1</html>");
    expect(second.headers.get("etag")).toBe('"v1"');
    expect(second.headers.get("age")).toBe("12");
    expect(second.headers.get("cache-control")).toBe(ANONYMOUS_CACHE_CONTROL);
    // The timing described the render that made the copy, not this answer.
    expect(second.headers.has("server-timing")).toBe(false);
    expect(renders()).toBe(1);
  });

  it("renders again once the page's s-maxage has passed, and never keeps longer than its own limit", async () => {
    const { get, renders, advance } = setup();
    await get();
    advance(59);
    await get();
    expect(renders()).toBe(1);
    advance(1);
    expect(await (await get()).text()).toBe("<html>render 2</html>");

    const short = setup({ maxSeconds: 5 });
    await short.get();
    short.advance(5);
    await short.get();
    expect(short.renders()).toBe(2);
  });

  it("answers a matching If-None-Match with a 304 and no body, and a HEAD with headers alone", async () => {
    const { get, renders } = setup();
    await get();
    const revisit = await get(PAGE, { "if-none-match": '"v1"' });
    expect(revisit.status).toBe(304);
    expect(await revisit.text()).toBe("");
    const head = await get(PAGE, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe('"v1"');
    expect(await head.text()).toBe("");
    expect(renders()).toBe(1);
  });

  it("keys each copy by the address and by every header the page may vary on", async () => {
    const { get, renders } = setup();
    await get();
    for (const [url, headers] of [
      [`${PAGE}?q=soja`, {}],
      ["https://surco.example/pt-br", {}],
      [PAGE, { cookie: "__Host-surco-light=1" }],
      [PAGE, { cookie: "__Host-surco-session=abc" }],
      [PAGE, { "save-data": "on" }],
      [PAGE, { ect: "2g" }],
      [PAGE, { "accept-language": "pt-BR" }],
    ] as const)
      await get(url, headers);
    expect(renders()).toBe(8);
    // Headers the page does not vary on share the copy.
    await get(PAGE, { "user-agent": "another phone", "x-request-id": "z" });
    expect(renders()).toBe(8);
  });

  it("never keeps a signed-in, per-visit, cookie-setting, failed or non-HTML answer, nor one to another method", async () => {
    const { get, renders } = setup();
    const answers: { status?: number; headers?: Record<string, string> }[] = [
      { headers: { "cache-control": PERSONAL_CACHE_CONTROL } },
      { headers: { "cache-control": PER_VISIT_CACHE_CONTROL } },
      { headers: { "cache-control": "no-store" } },
      { headers: { "cache-control": "public, no-cache, s-maxage=60" } },
      { headers: { "cache-control": "public, max-age=0" } },
      { headers: { "cache-control": "public, max-age=600, s-maxage=0" } },
      { headers: { "cache-control": "private, s-maxage=60" } },
      { headers: { "set-cookie": "__Host-surco-flash=1; Path=/; Secure" } },
      { headers: { "content-type": "application/json" } },
      { headers: { vary: "Cookie, User-Agent" } },
      { headers: { vary: "*" } },
      { status: 404 },
      { status: 500, headers: { "cache-control": "no-store" } },
    ];
    for (const init of answers) {
      const before = renders();
      await get(PAGE, {}, "GET", init);
      await get(PAGE, {}, "GET", init);
      expect(renders() - before, JSON.stringify(init)).toBe(2);
    }
    await get(PAGE, {}, "POST");
    await get(PAGE, {}, "POST");
    await get(PAGE, {}, "HEAD");
    await get(PAGE, {}, "HEAD");
    expect(renders()).toBe(26 + 4);
  });

  it("keeps a page for its s-maxage, not its stale-while-revalidate, however long the portal allows", async () => {
    const { get, renders, advance } = setup({ maxSeconds: 600 });
    await get();
    advance(59);
    await get();
    expect(renders()).toBe(1);
    advance(1);
    await get();
    expect(renders()).toBe(2);
  });

  it("a visitor's own Cache-Control does not decide for the others: the page is kept all the same", async () => {
    const { get, renders } = setup();
    await get(PAGE, { "cache-control": "no-store" });
    await get();
    expect(renders()).toBe(1);
  });

  it("keeps what a shared cache may keep by RFC 9111, no more: a public max-age without s-maxage, for that long", async () => {
    const { get, renders, advance } = setup();
    const init = { headers: { "cache-control": "public, max-age=30" } };
    await get(PAGE, {}, "GET", init);
    advance(29);
    await get(PAGE, {}, "GET", init);
    expect(renders()).toBe(1);
    advance(1);
    await get(PAGE, {}, "GET", init);
    expect(renders()).toBe(2);
  });

  it("lets the oldest copies go past its limits, a recent hit counting as new", async () => {
    const { get, renders } = setup({ maxEntries: 2 });
    await get(`${PAGE}?a`);
    await get(`${PAGE}?b`);
    await get(`${PAGE}?a`);
    await get(`${PAGE}?c`);
    expect(renders()).toBe(3);
    await get(`${PAGE}?a`);
    expect(renders()).toBe(3);
    await get(`${PAGE}?b`);
    expect(renders()).toBe(4);

    // By bytes too: a copy larger than the whole allowance is never kept, and a new one pushes the oldest out.
    const small = setup({ maxBytes: 1_500 });
    await small.get(PAGE, {}, "GET", { body: "x".repeat(2_000) });
    await small.get(PAGE, {}, "GET", { body: "x".repeat(2_000) });
    expect(small.renders()).toBe(2);
    await small.get(`${PAGE}?a`, {}, "GET", { body: "a".repeat(700) });
    await small.get(`${PAGE}?b`, {}, "GET", { body: "b".repeat(700) });
    await small.get(`${PAGE}?b`);
    expect(small.renders()).toBe(4);
    await small.get(`${PAGE}?a`);
    expect(small.renders()).toBe(5);
  });

  it("answers a copy without a render: fresh ones always, stale ones only when asked for (the portal too busy)", async () => {
    const { get, kept, advance, renders } = setup({ staleSeconds: 600 });
    expect(kept(false)).toBeUndefined();
    await get();
    advance(30);
    expect(kept(false)!.body?.toString()).toBe("<html>render 1</html>");
    advance(31);
    // Past its minute: no longer for an ordinary visit, still when the portal cannot render.
    expect(kept(false)).toBeUndefined();
    const stale = kept(true)!;
    expect(stale.body?.toString()).toBe("<html>render 1</html>");
    expect(new Headers(stale.headers).get("age")).toBe("61");
    // A visit renders it anew, and the new copy replaces the old.
    expect(await (await get()).text()).toBe("<html>render 2</html>");
    advance(60 + 600);
    expect(kept(true)).toBeUndefined();
    expect(renders()).toBe(2);
    // Another visitor's headers are another copy, stale or not.
    expect(kept(true, PAGE, { cookie: "session=x" })).toBeUndefined();
  });

  it("drops a stale copy once the page can no longer be kept (it failed, or now reads a user)", async () => {
    const { get, kept, advance } = setup();
    await get();
    advance(61);
    await get(PAGE, {}, "GET", { status: 500 });
    expect(kept(true)).toBeUndefined();
  });

  it("keeps each copy encoded: every hit answers the coding the browser asks for, compressing nothing", async () => {
    const { get, kept, renders } = setup();
    const page = `<html>${"<p>Sementes, proteção de cultivos e o programa Impulso.</p>".repeat(60)}</html>`;
    const first = await get(PAGE, { "accept-encoding": "gzip, deflate, br" }, "GET", { body: page });
    // The first visitor already gets the brotli copy, named in Vary for shared caches.
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("vary")).toMatch(/Accept-Encoding$/);
    expect(zlib.brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(page);
    const asked = (acceptEncoding?: string) =>
      kept(false, PAGE, acceptEncoding ? { "accept-encoding": acceptEncoding } : {})!;
    const brotli = asked("br, gzip");
    expect(new Headers(brotli.headers).get("content-encoding")).toBe("br");
    // The same bytes for every hit: encoded when kept, never again.
    expect(asked("gzip, br").body).toBe(brotli.body);
    const gzip = asked("gzip");
    expect(new Headers(gzip.headers).get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body!).toString()).toBe(page);
    const plain = asked();
    expect(new Headers(plain.headers).has("content-encoding")).toBe(false);
    expect(plain.body!.toString()).toBe(page);
    // A HEAD describes the page as it is, as the compression middleware left it.
    const head = await get(PAGE, { "accept-encoding": "br" }, "HEAD");
    expect(head.headers.has("content-encoding")).toBe(false);
    expect(renders()).toBe(1);
  });

  it("answers a page too small to gain from a coding as it is", async () => {
    const { get, kept } = setup();
    const first = await get(PAGE, { "accept-encoding": "br, gzip" });
    expect(first.headers.has("content-encoding")).toBe(false);
    const hit = kept(false, PAGE, { "accept-encoding": "br, gzip" })!;
    expect(new Headers(hit.headers).has("content-encoding")).toBe(false);
    expect(hit.body!.toString()).toBe("<html>render 1</html>");
  });
});
