import { afterAll, describe, expect, it, vi } from "vitest";

import { cachedSessionRecords, type SessionChanges, sessionChanges } from "./session-cache.server";
import { type SessionRecords, sessionRecords } from "./sessions.server";
import type { Store } from "./store.server";
import { testEngines, twoInstances } from "./store-test-support";

const TIMEOUTS = { absoluteMs: 12 * 3_600_000, idleMs: 30 * 60_000 };

/** The store's records, counting the reads that reached the store. */
function counted(store: Store) {
  const records = sessionRecords(store, TIMEOUTS);
  const read = vi.fn(records.read);
  return { records: { ...records, read } as SessionRecords, read };
}

describe.each(testEngines())("session reads kept in process (%s)", (_name, makeEngine) => {
  const instances = twoInstances(makeEngine);
  const opened: SessionChanges[] = [];
  const instance = (store: Store) => {
    const changes = sessionChanges(store);
    opened.push(changes);
    const { records, read } = counted(store);
    return { sessions: cachedSessionRecords(records, changes), storeReads: read };
  };
  afterAll(() => Promise.all(opened.map((changes) => changes.close())));

  it("reads a session from the store once, then from memory until it changes here", async () => {
    const { sessions, storeReads } = instance(instances.store);
    const id = await sessions.create({ user: { id: "u1" } });
    for (let i = 0; i < 5; i++) expect(await sessions.read(id)).toEqual({ user: { id: "u1" } });
    expect(storeReads).toHaveBeenCalledTimes(1);

    await sessions.update(id, { user: { id: "u1" }, draft: 2 });
    expect(await sessions.read(id)).toEqual({ user: { id: "u1" }, draft: 2 });
    await sessions.delete(id);
    expect(await sessions.read(id)).toBeNull();
    expect(storeReads).toHaveBeenCalledTimes(3);
  });

  // The embedded engine serves one process, with one cache: there is no other instance to tell.
  it.skipIf(_name === "embedded")(
    "a sign-out or a change on another instance reaches this one's copy at once",
    async () => {
      const here = instance(instances.store);
      const there = instance(instances.other);
      const id = await there.sessions.create({ user: { id: "u2" }, draft: 1 });
      // The other instance's listener is up once it has taken its first announcement.
      await here.sessions.read(id);
      await vi.waitFor(async () => {
        await there.sessions.update(id, { user: { id: "u2" }, draft: 2 });
        expect(await here.sessions.read(id)).toEqual({ user: { id: "u2" }, draft: 2 });
      });
      await there.sessions.delete(id);
      await vi.waitFor(async () => expect(await here.sessions.read(id)).toBeNull(), { timeout: 1_000, interval: 20 });
    },
  );

  it("does not keep a copy read while a change was announced: it may predate the change", async () => {
    const { records } = counted(instances.store);
    let announce: (id: string | null) => void = () => undefined;
    const changes: SessionChanges = {
      announce: async () => undefined,
      listen: (onChange) => void (announce = onChange),
      close: async () => undefined,
    };
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slowRead = vi.fn(async (id: string) => {
      const data = await records.read(id);
      await gate;
      return data;
    });
    const sessions = cachedSessionRecords({ ...records, read: slowRead }, changes);
    const id = await records.create({ user: { id: "u3" } });
    const reading = sessions.read(id);
    await vi.waitFor(() => expect(slowRead).toHaveBeenCalledTimes(1));
    announce(id);
    open();
    await reading;
    // Not kept: the next read goes to the store, and that one is kept.
    await sessions.read(id);
    await sessions.read(id);
    expect(slowRead).toHaveBeenCalledTimes(2);
  });
});
