// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { openStore } from "./store";
import {
  authorizationUrl,
  browserFetch,
  CookieJar,
  exchangeCode,
  followInsideSandbox,
  pkcePair,
  REDIRECT_URI,
  signIn,
  startTestSandbox,
} from "./test-support";

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "surco-store-"));
});

afterEach(async () => {
  vi.useRealTimers();
  await rm(dataDir, { recursive: true, force: true });
});

describe("JsonStore", () => {
  it("keeps collections and plain keys across close and reopen", async () => {
    const first = await openStore({ dataDir, name: "test" });
    const vouchers = first.collection<{ id: string; products: Array<{ name: string; amount: number }> }>("vouchers");
    vouchers.set("v-1", { id: "v-1", products: [{ name: "Semente X", amount: 3 }] });
    vouchers.set("v-2", { id: "v-2", products: [] });
    first.set("preferences:41395782628", { interests: ["soja", "milho"] });
    vouchers.delete("v-2");
    await first.close();

    const second = await openStore({ dataDir, name: "test" });
    expect(second.collection("vouchers").entries()).toEqual([
      ["v-1", { id: "v-1", products: [{ name: "Semente X", amount: 3 }] }],
    ]);
    expect(second.get("preferences:41395782628")).toEqual({ interests: ["soja", "milho"] });
    expect(second.get("missing")).toBeUndefined();
    await second.close();
  });

  it("writes by itself shortly after a change (debounced), atomically, leaving no temporary files", async () => {
    const store = await openStore({ dataDir, name: "auto", debounceMs: 5 });
    store.set("a", 1);
    store.set("b", 2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const onDisk = JSON.parse(await readFile(path.join(dataDir, "auto.json"), "utf8")) as {
      collections: Record<string, unknown>;
    };
    expect(onDisk.collections.__kv).toEqual({ a: { value: 1 }, b: { value: 2 } });
    expect((await readdir(dataDir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    await store.close();
  });

  it("copies values in and out, so callers cannot change stored data by accident", async () => {
    const store = await openStore({ dataDir, name: "copies" });
    const value = { list: [1, 2] };
    store.set("k", value);
    value.list.push(3);
    const read = store.get<{ list: number[] }>("k")!;
    read.list.push(4);
    expect(store.get("k")).toEqual({ list: [1, 2] });
    await store.close();
  });

  it("forgets entries after their time to live, also across a restart", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
    const store = await openStore({ dataDir, name: "ttl" });
    const sessions = store.collection<{ uid: string }>("sessions");
    sessions.set("short", { uid: "a" }, { ttlSeconds: 60 });
    sessions.set("long", { uid: "b" }, { ttlSeconds: 3600 });
    expect(sessions.ttlSeconds("short")).toBe(60);
    expect(sessions.find((session) => session.uid === "a")).toEqual({ uid: "a" });
    await store.close();

    vi.setSystemTime(new Date("2026-03-01T12:01:01Z"));
    const reopened = await openStore({ dataDir, name: "ttl" });
    const again = reopened.collection<{ uid: string }>("sessions");
    expect(again.get("short")).toBeUndefined();
    expect(again.get("long")).toEqual({ uid: "b" });
    expect(again.size).toBe(1);
    vi.setSystemTime(new Date("2026-03-01T13:00:01Z"));
    expect(again.get("long")).toBeUndefined();
    await reopened.close();
  });

  it("updates in place and refuses writes after close", async () => {
    const store = await openStore({ dataDir, name: "update" });
    const codes = store.collection<{ consumed?: number }>("codes");
    codes.set("c", {});
    expect(codes.update("c", (code) => ({ ...code, consumed: 1 }))).toBe(true);
    expect(codes.update("missing", (code) => code)).toBe(false);
    expect(codes.get("c")).toEqual({ consumed: 1 });
    await store.close();
    expect(() => codes.set("d", {})).toThrow(/closed/);
  });

  it("sets a corrupt file aside and starts empty", async () => {
    await writeFile(path.join(dataDir, "broken.json"), "{ not json", "utf8");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const store = await openStore({ dataDir, name: "broken" });
    expect(store.get("anything")).toBeUndefined();
    expect((await readdir(dataDir)).some((name) => name.startsWith("broken.json.corrupt-"))).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    await store.close();
  });

  it("refuses names that would escape the data directory", async () => {
    await expect(openStore({ dataDir, name: "../outside" })).rejects.toThrow(/Invalid store name/);
  });
});

describe("sandbox restart", () => {
  it("keeps the identity provider session and signing key across a restart on the same data directory", async () => {
    const first = await startTestSandbox({ dataDir });
    const port = new URL(first.url).port;
    const jar = new CookieJar();
    await signIn(first, jar, "br.3estrelas@surco.example");
    const jwksBefore = await (await fetch(`${first.env.OIDC_ISSUER}/jwks`)).json();
    await first.close();

    const started = performance.now();
    const second = await startTestSandbox({ dataDir, port: Number(port) });
    const startupMs = performance.now() - started;
    try {
      expect(second.env.OIDC_ISSUER).toBe(first.env.OIDC_ISSUER);
      // A warm start (key already made) is well under the 2 s budget.
      expect(startupMs).toBeLessThan(2_000);
      expect(await (await fetch(`${second.env.OIDC_ISSUER}/jwks`)).json()).toEqual(jwksBefore);

      // Signed in already: the authorization request goes straight back to the portal with a code.
      const { verifier, challenge } = pkcePair();
      const again = authorizationUrl(second, { state: "after-restart", challenge });
      const end = await followInsideSandbox(jar, second, await browserFetch(jar, again), again);
      expect(end.url.origin + end.url.pathname).toBe(REDIRECT_URI);
      const tokens = await exchangeCode(second, end.url.searchParams.get("code") as string, verifier);
      expect(tokens.status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it("a fresh data directory has no session: the sign-in page is shown", async () => {
    const first = await startTestSandbox({ dataDir });
    const jar = new CookieJar();
    await signIn(first, jar, "br.3estrelas@surco.example");
    const port = Number(new URL(first.url).port);
    await first.dispose(); // deletes the data directory

    const second = await startTestSandbox({ port });
    try {
      const { challenge } = pkcePair();
      const again = authorizationUrl(second, { state: "fresh", challenge });
      const page = await followInsideSandbox(jar, second, await browserFetch(jar, again), again);
      expect(page.response.status).toBe(200);
      expect(page.url.pathname).toMatch(/^\/oidc\/interaction\//);
    } finally {
      await second.dispose();
    }
  });
});
