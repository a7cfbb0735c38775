// @vitest-environment node
import { AsyncLocalStorage } from "node:async_hooks";
import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, expect, it } from "vitest";

import { FALLBACK_LOCALE, localePrefix } from "~/countries";

import { admission, BUSY_RETRY_AFTER_SECONDS } from "./admission";
import { busyPage } from "./busy-page";
import { oneRouteApp } from "./remix-test-support";

/**
 * Overload (issue 28): a bound on requests inside the pages, a short wait for a place, then 503 "busy" at once;
 * and a ceiling no render outlives.
 */
const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(app: express.Express): Promise<string> {
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A portal whose pages are held until the test lets them go, behind the admission bound. */
function heldPages(limits: { maxInFlight: number; maxWaitMs: number; perTurn?: number }) {
  const held: Array<() => void> = [];
  const app = express();
  app.get("/healthz", (_req, res) => res.send("ok"));
  app.use(admission({ perTurn: 8, ...limits }));
  app.get("*", (req, res) => held.push(() => res.send(`page ${req.path}`)));
  return { app, held };
}

it("lets requests in up to the bound; one more waits its turn and is served when a place frees", async () => {
  const { app, held } = heldPages({ maxInFlight: 2, maxWaitMs: 5_000 });
  const origin = await serve(app);
  const answers = ["/a", "/b", "/c"].map((path) => fetch(origin + path).then((r) => r.text()));
  await expect.poll(() => held.length).toBe(2);
  held.shift()!();
  await expect.poll(() => held.length).toBe(2);
  held.splice(0).forEach((release) => release());
  expect(await Promise.all(answers)).toEqual(["page /a", "page /b", "page /c"]);
});

it("a request let in when another ends runs in its own async context, not the one that ended (its user, its id)", async () => {
  const context = new AsyncLocalStorage<string>();
  const held: Array<() => void> = [];
  let arrived = 0;
  const app = express();
  app.use((req, _res, next) => {
    arrived++;
    context.run(req.path, next);
  });
  app.use(admission({ maxInFlight: 1, maxWaitMs: 5_000, perTurn: 8 }));
  app.get("*", (req, res) => {
    const store = context.getStore();
    held.push(() => res.send(`${req.path} ran as ${store}`));
  });
  const origin = await serve(app);
  const first = fetch(`${origin}/anonymous`).then((r) => r.text());
  await expect.poll(() => held.length).toBe(1);
  const second = fetch(`${origin}/signed-in`).then((r) => r.text());
  // The second waits for the first's place; the first's end lets it in.
  await expect.poll(() => arrived).toBe(2);
  held.shift()!();
  await expect.poll(() => held.length).toBe(1);
  held.shift()!();
  expect(await Promise.all([first, second])).toEqual(["/anonymous ran as /anonymous", "/signed-in ran as /signed-in"]);
});

it("past the bound and the wait: 503 with Retry-After and the busy page in the address's locale, before any place frees", async () => {
  const { app, held } = heldPages({ maxInFlight: 1, maxWaitMs: 20 });
  const origin = await serve(app);
  const first = fetch(`${origin}/es-ar`);
  await expect.poll(() => held.length).toBe(1);
  const busy = await fetch(`${origin}/pt-br/meu-impulso?aba=2`);
  expect(busy.status).toBe(503);
  expect(busy.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
  expect(busy.headers.get("cache-control")).toBe("no-store");
  const html = await busy.text();
  expect(html).toContain('<html lang="pt-BR">');
  expect(html).toContain("O portal está com muitos acessos");
  expect(html).toContain('href="/pt-br/meu-impulso?aba=2"');
  // The health check is answered while the pages are full.
  expect(await (await fetch(`${origin}/healthz`)).text()).toBe("ok");
  // The page in flight was never disturbed.
  expect(held).toHaveLength(1);
  held[0]();
  expect((await first).status).toBe(200);
});

it("a submission is never turned away for load: it goes in past the bound, and counts towards it", async () => {
  const { app, held } = heldPages({ maxInFlight: 1, maxWaitMs: 20 });
  app.post("*", (req, res) => held.push(() => res.status(303).set("location", req.path).end()));
  const origin = await serve(app);
  const page = fetch(`${origin}/es-ar`);
  await expect.poll(() => held.length).toBe(1);
  const submission = fetch(`${origin}/es-ar/cupon`, { method: "POST", redirect: "manual" });
  await expect.poll(() => held.length).toBe(2);
  // A page asked now finds two inside and no place.
  expect((await fetch(`${origin}/pt-br`)).status).toBe(503);
  held.splice(0).forEach((release) => release());
  expect((await page).status).toBe(200);
  expect((await submission).status).toBe(303);
});

it("the busy page never links off the site, and escapes the address", () => {
  const home = `href="/${localePrefix(FALLBACK_LOCALE)}"`;
  expect(busyPage("//evil.example/x")).toContain(home);
  expect(busyPage("/\\evil.example")).toContain(home);
  expect(busyPage('/en-us/search?q="><script>')).toContain('href="/en-us/search?q=&quot;&gt;&lt;script&gt;"');
  expect(busyPage("/en-us/rewards")).toContain('<html lang="en-US">');
  expect(busyPage("/$&/x")).toContain('href="/$&amp;/x"');
});

it("a render past its ceiling: the grower gets the busy page, and the render's signal is aborted", async () => {
  let aborted = false;
  const slow = {
    loader: ({ request }: { request: Request }) =>
      new Promise<Response>((resolve) =>
        request.signal.addEventListener("abort", () => {
          aborted = true;
          resolve(new Response("too late"));
        }),
      ),
  };
  const app = oneRouteApp("en-us/slow", slow, { ceilingMs: 50 });
  const answer = await fetch(`${await serve(app)}/en-us/slow`);
  expect(answer.status).toBe(503);
  expect(await answer.text()).toContain("The portal is very busy");
  await expect.poll(() => aborted).toBe(true);
});

it("a freed place starts the next request on a later turn of the event loop, so the waiting never run back to back", async () => {
  // Pages that answer at once (their data all cached): before, each end let the next one in within the same turn,
  // and a queue of them ran as one long turn in which nothing else was read or answered.
  let turn = 0;
  let ticking = true;
  const tick = () => {
    turn++;
    if (ticking) setImmediate(tick);
  };
  tick();
  const turns: number[] = [];
  let hold: (() => void) | null = null;
  let arrived = 0;
  const app = express();
  app.use((_req, _res, next) => {
    arrived++;
    next();
  });
  app.use(admission({ maxInFlight: 1, maxWaitMs: 5_000, perTurn: 8 }));
  app.get("/first", (_req, res) => void (hold = () => res.send("first")));
  app.get("*", (_req, res) => {
    turns.push(turn);
    res.send("page");
  });
  const origin = await serve(app);
  const first = fetch(`${origin}/first`);
  await expect.poll(() => hold).not.toBeNull();
  const rest = Array.from({ length: 5 }, (_, i) => fetch(`${origin}/page/${i}`).then((r) => r.text()));
  // All five are waiting before the place frees.
  await expect.poll(() => arrived).toBe(6);
  hold!();
  await first;
  expect(await Promise.all(rest)).toEqual(Array(5).fill("page"));
  ticking = false;
  expect(new Set(turns).size).toBe(5);
});

/** A request and an answer as the middleware sees them, with no socket: arrivals in one turn are calls in one tick. */
function exchange(path: string, method = "GET") {
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    writableEnded: false,
    headersSent: false,
    statusCode: 0,
    writeHead(status: number) {
      res.statusCode = status;
      res.headersSent = true;
    },
    end() {
      res.writableEnded = true;
      res.emit("finish");
    },
  });
  return { req: { method, originalUrl: path } as unknown as express.Request, res };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

it("starts at most perTurn page views per turn, after the turn's reads; a page view that finds the line full is refused at once", async () => {
  const admit = admission({ maxInFlight: 100, perTurn: 2, maxWaitMs: 5_000 });
  const started: string[] = [];
  const views = Array.from({ length: 10 }, (_, i) => exchange(`/pt-br/p${i}`));
  // Ten read in one turn: none starts where it is read; eight join the line (four turns' worth), two are refused.
  for (const { req, res } of views) admit(req, res as unknown as express.Response, () => started.push(req.originalUrl));
  expect(started).toEqual([]);
  expect(views.map(({ res }) => res.statusCode)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 503, 503]);
  await nextTurn();
  expect(started).toEqual(["/pt-br/p0", "/pt-br/p1"]);
  await nextTurn();
  expect(started).toEqual(["/pt-br/p0", "/pt-br/p1", "/pt-br/p2", "/pt-br/p3"]);
  // A form is never lined up nor refused: it starts where it is read.
  const form = exchange("/pt-br/cupon", "POST");
  admit(form.req, form.res as unknown as express.Response, () => started.push("form"));
  expect(started.at(-1)).toBe("form");
});

it("a page view that cannot go in gets a stale copy when there is one, else the busy page", async () => {
  const held: Array<() => void> = [];
  const stale = express();
  stale.use(
    admission({
      maxInFlight: 1,
      perTurn: 8,
      maxWaitMs: 20,
      whenBusy: (req, res) => req.path === "/pt-br" && Boolean(res.status(200).set("age", "90").send("as it was")),
    }),
  );
  stale.get("*", (_req, res) => held.push(() => res.send("rendered")));
  const origin = await serve(stale);
  const first = fetch(`${origin}/pt-br/a`);
  await expect.poll(() => held.length).toBe(1);
  const kept = await fetch(`${origin}/pt-br`);
  expect([kept.status, kept.headers.get("age"), await kept.text()]).toEqual([200, "90", "as it was"]);
  expect((await fetch(`${origin}/pt-br/catalogo`)).status).toBe(503);
  held.splice(0).forEach((release) => release());
  expect((await first).status).toBe(200);
});
