import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sessionRecords } from "./sessions.server";
import type { Store } from "./store.server";
import { type TestEngine, testEngines } from "./store-test-support";

const IDLE = 30 * 60_000;
const ABSOLUTE = 12 * 3_600_000;

describe.each(testEngines())("session records (%s)", (_name, makeEngine) => {
  let engine: TestEngine;
  let store: Store;
  beforeAll(async () => {
    engine = makeEngine();
    store = await engine.open();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await engine?.dispose();
  });

  const records = () => sessionRecords(store, { absoluteMs: ABSOLUTE, idleMs: IDLE });

  it("keeps what was written and gives every session its own id", async () => {
    const a = await records().create({ user: { id: "u1" }, n: 1 });
    const b = await records().create({ user: { id: "u1" }, n: 1 });
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await records().read(a)).toEqual({ user: { id: "u1" }, n: 1 });
    await records().update(a, { user: { id: "u1" }, n: 2 });
    expect(await records().read(a)).toEqual({ user: { id: "u1" }, n: 2 });
  });

  it("touch changes one value and leaves the others alone", async () => {
    const id = await records().create({ user: { id: "u2" }, seenAt: 1 });
    await records().touch(id, "seenAt", 42);
    expect(await records().read(id)).toEqual({ user: { id: "u2" }, seenAt: 42 });
  });

  it("reads nothing past the absolute expiry or the idle timeout, and purges both", async () => {
    const now = Date.now();
    const old = await records().create({ k: "absolute" }, now - ABSOLUTE - 1);
    const idle = await records().create({ k: "idle" }, now - IDLE - 1);
    const live = await records().create({ k: "live" }, now);
    expect(await records().read(old, now)).toBeNull();
    expect(await records().read(idle, now)).toBeNull();
    expect(await records().read(live, now)).toEqual({ k: "live" });
    expect(await records().purgeExpired(now)).toBeGreaterThanOrEqual(2);
    const left = await store.db.selectFrom("sessions").select("id").where("id", "in", [old, idle, live]).execute();
    expect(left.map((row) => row.id)).toEqual([live]);
  });

  it("deleted means gone (logout)", async () => {
    const id = await records().create({ user: { id: "u3" } });
    await records().delete(id);
    expect(await records().read(id)).toBeNull();
  });

  it("a restart (or a second instance on the same data) sees the same sessions", async () => {
    const id = await records().create({ user: { id: "u4" } });
    if (store.engine === "embedded") {
      // The embedded engine is one process's: a restart is close, then open on the same directory.
      await store.close();
      store = await engine.reopen();
      expect(await records().read(id)).toEqual({ user: { id: "u4" } });
      return;
    }
    const other = await engine.reopen();
    try {
      expect(await sessionRecords(other, { absoluteMs: ABSOLUTE, idleMs: IDLE }).read(id)).toEqual({
        user: { id: "u4" },
      });
      await sessionRecords(other, { absoluteMs: ABSOLUTE, idleMs: IDLE }).delete(id);
      expect(await records().read(id)).toBeNull();
    } finally {
      await other.close();
    }
  });
});
