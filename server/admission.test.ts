// @vitest-environment node
import { AsyncLocalStorage } from "node:async_hooks";
import type { AddressInfo } from "node:net";

import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterEach, expect, it } from "vitest";

import { FALLBACK_LOCALE, localePrefix } from "~/countries";

import { admission, BUSY_RETRY_AFTER_SECONDS } from "./admission";
import { busyPage } from "./busy-page";
import { remixHandler } from "./remix-handler";

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
function heldPages(limits: { maxInFlight: number; maxWaitMs: number }) {
  const held: Array<() => void> = [];
  const app = express();
  app.get("/healthz", (_req, res) => res.send("ok"));
  app.use(admission(limits));
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
  app.use(admission({ maxInFlight: 1, maxWaitMs: 5_000 }));
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
  const build = {
    mode: "production",
    future: {},
    basename: undefined,
    publicPath: "/",
    assetsBuildDirectory: "",
    isSpaMode: false,
    entry: { module: { default: () => new Response("") } },
    assets: { routes: {}, version: "1", url: "", entry: { module: "", imports: [] } },
    routes: {
      root: { id: "root", path: "", module: {} },
      slow: { id: "slow", parentId: "root", path: "en-us/slow", module: slow },
    },
  } as unknown as ServerBuild;
  const app = express();
  app.all(
    "*",
    remixHandler({
      build,
      mode: "production",
      ceilingMs: 50,
      getLoadContext: () => ({ nonce: "n", requestId: "r", clientIp: "ip" }),
    }),
  );
  const answer = await fetch(`${await serve(app)}/en-us/slow`);
  expect(answer.status).toBe(503);
  expect(await answer.text()).toContain("The portal is very busy");
  await expect.poll(() => aborted).toBe(true);
});
