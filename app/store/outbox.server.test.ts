import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "../../sandbox/test-support";
import { runWithRequestContext } from "../services/request-context.server";
import { jsonPost } from "./deliveries.server";
import { createOutbox } from "./outbox.server";
import {
  type Admission,
  type Deliver,
  IdempotencyConflictError,
  OUTBOX_KEEP_SETTLED_MS,
  outboxBackoffMs,
  PayloadTooLargeError,
} from "./outbox-rules.server";
import type { Store } from "./store.server";
import { type TestEngine, testEngines } from "./store-test-support";
import { submissionKeys } from "./submission-key.server";

const keys = submissionKeys("outbox-test-secret-0123456789");
const form = (email: string) => ({ munchkinId: "123-ABC-456", formId: "1001", fields: { email, optIn: true } });

interface Effect {
  key: string;
  submissionId: string;
  body: unknown;
}

describe.each(testEngines())("outbox (%s)", (engineName, makeEngine) => {
  let engine: TestEngine;
  let store: Store;
  let sandbox: TestSandbox;
  beforeAll(async () => {
    engine = makeEngine();
    [store, sandbox] = await Promise.all([engine.open(), startTestSandbox()]);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await engine?.dispose();
    await sandbox?.dispose();
  });

  const submitUrl = () => `${sandbox.env.MARKETING_FORMS_API_URL}/submit`;
  // Each test its own breaker name: one test's failures must not open another's circuit.
  const outboxFor = (upstream: string, extra: Partial<Parameters<typeof createOutbox>[1]> = {}) =>
    createOutbox(store, {
      deliveries: { newsletter: jsonPost({ upstream: `${engineName}-${upstream}`, url: submitUrl() }) },
      ...extra,
    });
  const effects = async (key?: string): Promise<Effect[]> => {
    const all = (await (await fetch(`${sandbox.url}/_sandbox/marketing-forms/submissions`)).json()) as Effect[];
    return key ? all.filter((effect) => effect.key === key) : all;
  };

  it("a submission held until a time is not delivered before it, then is (quiet hours)", async () => {
    const outbox = outboxFor("held");
    const key = keys.issue("newsletter");
    await outbox.enqueue("newsletter", key, form("held@example.com"), { notBefore: new Date(Date.now() + 400) });
    await outbox.runDue();
    expect(await effects(key)).toEqual([]);
    expect((await outbox.receipt(key))?.state).toBe("received");
    await new Promise((resolve) => setTimeout(resolve, 450));
    await outbox.runDue();
    expect(await effects(key)).toHaveLength(1);
    expect((await outbox.receipt(key))?.state).toBe("sent");
  });

  it("a delivery that answers 'not yet' waits until then, spending no attempt, then is delivered", async () => {
    let asked = 0;
    const post = jsonPost({ upstream: `${engineName}-not-yet`, url: submitUrl() });
    const notYet: Deliver = async (payload, context) => {
      asked += 1;
      if (asked === 1) return { notBefore: new Date(Date.now() + 1_500) };
      await post(payload, context);
    };
    const outbox = createOutbox(store, { deliveries: { newsletter: notYet } });
    const key = keys.issue("newsletter");
    await outbox.enqueue("newsletter", key, form("later@example.com"));
    await outbox.runDue();
    expect(await outbox.receipt(key)).toMatchObject({ state: "received", attempts: 0 });
    expect((await outbox.statesOf([key])).get(key)!.due.getTime()).toBeGreaterThan(Date.now() + 1_000);
    await outbox.runDue();
    expect(asked).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await outbox.runDue();
    expect(await outbox.receipt(key)).toMatchObject({ state: "sent", attempts: 1 });
    expect(await effects(key)).toHaveLength(1);
  });

  it("stores a submission before any upstream call, then delivers it once with its key forwarded", async () => {
    const outbox = outboxFor("deliver");
    const key = keys.issue("newsletter");
    const receipt = await outbox.enqueue("newsletter", key, form("ana@example.com"));
    expect(receipt).toMatchObject({ key, kind: "newsletter", state: "received", attempts: 0, sentAt: null });
    expect(await effects(key)).toEqual([]); // the worker has not run: stored, not delivered

    expect(await outbox.runDue()).toBe(1);
    const sent = await outbox.receipt(key);
    expect(sent).toMatchObject({ state: "sent", attempts: 1 });
    expect(sent!.sentAt).not.toBeNull();
    expect(await effects(key)).toEqual([
      { key, submissionId: expect.stringMatching(/^MF-/), body: form("ana@example.com") },
    ]);
  });

  it("delivers a submission in the test scope it was made in (decision 0049)", async () => {
    const outbox = outboxFor("scoped");
    const [scoped, unscoped] = [keys.issue("newsletter"), keys.issue("newsletter")];
    const testScope = `outbox-${engineName}`.replace(/[^\w.-]/g, "-");
    const inScope = { requestId: "scoped-request", testScope, timings: [] };
    await runWithRequestContext(inScope, () => outbox.enqueue("newsletter", scoped, form("scope@example.com")));
    await outbox.enqueue("newsletter", unscoped, form("no-scope@example.com"));
    // The worker runs outside any request; the fault is armed for the scoped submission's test alone.
    const fault = { upstream: "marketing-forms", mode: "status", status: 503, scope: testScope };
    expect((await setFault(sandbox, fault)).status).toBe(201);
    try {
      expect(await outbox.runDue()).toBe(2);
    } finally {
      await fetch(`${sandbox.url}/_sandbox/faults?scope=${testScope}`, { method: "DELETE" });
    }
    expect(await outbox.receipt(scoped)).toMatchObject({ state: "retrying" });
    expect(await outbox.receipt(unscoped)).toMatchObject({ state: "sent" });
  });

  it("the same key with the same payload returns the first receipt and causes no second effect", async () => {
    const outbox = outboxFor("replay");
    const key = keys.issue("newsletter");
    const first = await outbox.enqueue("newsletter", key, form("bia@example.com"));
    await outbox.runDue();
    // Same fields in another order are the same submission (a browser may serialise them differently).
    const again = await outbox.enqueue("newsletter", key, {
      fields: { optIn: true, email: "bia@example.com" },
      formId: "1001",
      munchkinId: "123-ABC-456",
    });
    expect(again).toMatchObject({ key, receivedAt: first.receivedAt, state: "sent" });
    expect(await outbox.runDue()).toBe(0);
    expect(await effects(key)).toHaveLength(1);
  });

  it("the same key with another payload is refused and the first submission stays as it was", async () => {
    const outbox = outboxFor("conflict");
    const key = keys.issue("newsletter");
    await outbox.enqueue("newsletter", key, form("caio@example.com"));
    await expect(outbox.enqueue("newsletter", key, form("mallory@example.com"))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    await outbox.runDue();
    expect((await effects(key)).map((effect) => effect.body)).toEqual([form("caio@example.com")]);
  });

  it("refuses a payload no form sends, storing nothing", async () => {
    const outbox = outboxFor("large");
    const key = keys.issue("newsletter");
    await expect(outbox.enqueue("newsletter", key, { blob: "x".repeat(10 * 1024 * 1024) })).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
    expect(await outbox.receipt(key)).toBeNull();
  });

  it("20 concurrent submissions with one key: 20 identical receipts and one upstream effect", async () => {
    const outbox = outboxFor("concurrent");
    outbox.start();
    try {
      const key = keys.issue("newsletter");
      const receipts = await Promise.all(
        Array.from({ length: 20 }, () => outbox.enqueue("newsletter", key, form("dani@example.com"))),
      );
      const firsts = new Set(receipts.map((r) => `${r.key}|${r.kind}|${r.receivedAt}`));
      expect(firsts.size).toBe(1);
      await expect.poll(async () => (await outbox.receipt(key))?.state, { timeout: 10_000 }).toBe("sent");
      expect(await effects(key)).toHaveLength(1);
    } finally {
      await outbox.stop();
    }
  });

  it("a delivery repeated after a worker died mid-call has one effect upstream (the key makes it so)", async () => {
    let calls = 0;
    const post = jsonPost({ upstream: `${engineName}-crash`, url: submitUrl() });
    // The first attempt reaches the upstream, then "dies" before recording it was sent.
    const crashing: Deliver = async (payload, context) => {
      calls += 1;
      await post(payload, context);
      if (calls === 1) throw new Error("worker died after the call");
    };
    const outbox = createOutbox(store, { deliveries: { newsletter: crashing }, backoffMs: () => 0 });
    const key = keys.issue("newsletter");
    await outbox.enqueue("newsletter", key, form("eva@example.com"));
    await outbox.runDue();
    expect(await outbox.receipt(key)).toMatchObject({ state: "sent", attempts: 2 });
    expect(calls).toBe(2);
    expect(await effects(key)).toHaveLength(1);
  });

  it("a held submission is not taken by a second worker until its hold runs out", async () => {
    const slow: Deliver = () => new Promise((resolve) => setTimeout(resolve, 300));
    const a = createOutbox(store, { deliveries: { newsletter: slow } });
    const b = createOutbox(store, { deliveries: { newsletter: slow } });
    const key = keys.issue("newsletter");
    await a.enqueue("newsletter", key, form("fer@example.com"));
    const [ranA, ranB] = await Promise.all([a.runDue(), new Promise((r) => setTimeout(r, 50)).then(() => b.runDue())]);
    expect(ranA + ranB).toBe(1);
    expect(await a.receipt(key)).toMatchObject({ state: "sent", attempts: 1 });
  });

  it("retries a failing upstream with backoff (we keep trying), and marks it failed after the last attempt", async () => {
    const outbox = outboxFor("failing", { maxAttempts: 3, backoffMs: () => 0 });
    const key = keys.issue("newsletter");
    await setFault(sandbox, { upstream: "marketing-forms", mode: "status", status: 503 });
    try {
      await outbox.enqueue("newsletter", key, form("gil@example.com"));
      const first = createOutbox(store, {
        deliveries: { newsletter: jsonPost({ upstream: `${engineName}-failing-once`, url: submitUrl() }) },
        backoffMs: () => 60_000,
      });
      await first.runDue();
      expect(await outbox.receipt(key)).toMatchObject({ state: "retrying", attempts: 1 });
      expect(await first.runDue()).toBe(0); // not due again before its backoff
      await store.db.updateTable("outbox").set({ next_attempt_at: new Date() }).where("key", "=", key).execute();
      await outbox.runDue();
      expect(await outbox.receipt(key)).toMatchObject({ state: "failed", attempts: 3 });
    } finally {
      await clearFaults(sandbox, "marketing-forms");
    }
    expect(await effects(key)).toEqual([]);
  });

  it("keeps a settled submission 90 days, then deletes it; one still waiting is never deleted", async () => {
    const outbox = outboxFor("purge");
    const sent = keys.issue("newsletter");
    const waiting = keys.issue("newsletter");
    await outbox.enqueue("newsletter", sent, form("purge-sent@example.com"));
    await outbox.runDue();
    await outbox.enqueue("newsletter", waiting, form("purge-waiting@example.com"));
    const settledAt = Date.now();
    expect(await outbox.purgeSettled(settledAt + OUTBOX_KEEP_SETTLED_MS - 60_000)).toBe(0);
    expect(await outbox.receipt(sent)).toMatchObject({ state: "sent" });
    expect(await outbox.purgeSettled(settledAt + OUTBOX_KEEP_SETTLED_MS + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await outbox.receipt(sent)).toBeNull();
    expect(await outbox.receipt(waiting)).toMatchObject({ state: "received" });
  });

  it("counts what waits to be delivered and how long the oldest has waited (decision 0062's gauges)", async () => {
    const outbox = outboxFor("backlog");
    const before = await outbox.backlog();
    await outbox.enqueue("newsletter", keys.issue("newsletter"), form("backlog@example.com"));
    const minuteLater = await outbox.backlog(Date.now() + 60_000);
    expect(minuteLater.depth).toBe(before.depth + 1);
    expect(minuteLater.oldestAgeSeconds).toBeGreaterThanOrEqual(60);
  });

  it("lists a grower's submissions still waiting (received or retrying), newest first, nobody else's", async () => {
    const outbox = outboxFor("waiting");
    const grower = `grower-${engineName}`;
    const [sent, failed, retrying, received, other, anonymous] = Array.from({ length: 6 }, () =>
      keys.issue("newsletter"),
    );
    await outbox.enqueue("newsletter", sent!, form("w-sent@example.com"), { grower });
    await outbox.runDue();
    for (const [key, email] of [
      [failed, "w-failed"],
      [retrying, "w-retrying"],
      [received, "w-received"],
    ] as const)
      await outbox.enqueue("newsletter", key!, form(`${email}@example.com`), { grower });
    await outbox.enqueue("newsletter", other!, form("w-other@example.com"), { grower: `${grower}-other` });
    await outbox.enqueue("newsletter", anonymous!, form("w-anonymous@example.com"));
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await store.db
      .updateTable("outbox")
      .set({ state: "failed", created_at: at(4) })
      .where("key", "=", failed!)
      .execute();
    await store.db
      .updateTable("outbox")
      .set({ state: "retrying", created_at: at(3) })
      .where("key", "=", retrying!)
      .execute();
    await store.db
      .updateTable("outbox")
      .set({ created_at: at(1) })
      .where("key", "=", received!)
      .execute();

    const all = await outbox.waitingFor(grower, 5);
    expect(all.total).toBe(2);
    expect(all.receipts.map((r) => [r.key, r.state])).toEqual([
      [received, "received"],
      [retrying, "retrying"],
    ]);
    const first = await outbox.waitingFor(grower, 1);
    expect(first).toMatchObject({ total: 2, receipts: [{ key: received, kind: "newsletter" }] });
    expect(await outbox.waitingFor("nobody", 5)).toEqual({ receipts: [], total: 0 });
    // A replay under the same key keeps the first row's grower.
    await outbox.enqueue("newsletter", other!, form("w-other@example.com"), { grower });
    expect((await outbox.waitingFor(grower, 5)).total).toBe(2);
  });

  describe("admission: a grower's submissions checked one at a time, across instances (issue 26)", () => {
    const kind = "budgeted";
    const deliveries = { [kind]: async () => undefined }; // never run: no worker is started here
    /** $2,000 left for the grower: a submission fits when it and the recent ones stay within it. */
    const within = (cents: number): Admission => ({
      since: new Date(Date.now() - 60_000),
      admits: (recent) =>
        recent.reduce((total, { payload }) => total + (payload as { cents: number }).cents, 0) + cents <= 200_000,
    });
    const recentOf = (outbox: ReturnType<typeof createOutbox>, grower: string, since = new Date(0)) =>
      outbox.recentFor(kind, grower, since);
    let other: Store;
    beforeAll(async () => {
      // A second instance: its own pool on the same database (the embedded engine is one process's, so itself).
      other = store.engine === "embedded" ? store : await engine.reopen();
    });
    afterAll(async () => {
      if (other && other !== store) await other.close();
    });
    const submit = (outbox: ReturnType<typeof createOutbox>, grower: string, cents: number, key = keys.issue(kind)) =>
      outbox.enqueueAdmitted(kind, key, { cents, key }, { grower, admission: within(cents) });

    it("two concurrent submissions that each fit alone, not both: exactly one is stored, for every grower", async () => {
      // Ten growers at once, each submitting twice on two instances, so the pairs truly overlap.
      const growers = Array.from({ length: 10 }, (_, i) => `two-${engineName}-${i}`);
      const [a, b] = [createOutbox(store, { deliveries }), createOutbox(other, { deliveries })];
      const pairs = await Promise.all(
        growers.map((grower) => Promise.all([submit(a, grower, 200_000), submit(b, grower, 200_000)])),
      );
      expect(pairs.map((pair) => pair.filter((receipt) => receipt !== null).length)).toEqual(growers.map(() => 1));
      for (const grower of growers) expect(await recentOf(a, grower)).toHaveLength(1);
    });

    it("eight concurrent submissions of $600 on $2,000: three are stored, and another grower is not held back", async () => {
      const grower = `eight-${engineName}`;
      const outboxes = [createOutbox(store, { deliveries }), createOutbox(other, { deliveries })];
      const results = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) => submit(outboxes[i % 2]!, grower, 60_000)),
        submit(outboxes[0]!, `${grower}-neighbour`, 200_000),
      ]);
      expect(results.slice(0, 8).filter((receipt) => receipt !== null)).toHaveLength(3);
      expect(results[8]).not.toBeNull();
    });

    it("a replay of a stored key is its first receipt, not checked again; failed ones stop counting", async () => {
      const grower = `replay-${engineName}`;
      const outbox = createOutbox(store, { deliveries });
      const key = keys.issue(kind);
      const [first, again] = await Promise.all([
        submit(outbox, grower, 200_000, key),
        submit(outbox, grower, 200_000, key),
      ]);
      expect(first).toMatchObject({ key, state: "received" });
      expect(again).toMatchObject({ key, receivedAt: first!.receivedAt });
      expect(await submit(outbox, grower, 2_500)).toBeNull();
      // Failed: the upstream never had it.
      await store.db.updateTable("outbox").set({ state: "failed" }).where("key", "=", key).execute();
      expect(await recentOf(outbox, grower)).toEqual([]);
      expect(await submit(outbox, grower, 200_000)).not.toBeNull();
    });

    it("a delivered submission keeps the upstream's reference, and counts only when delivered since the given instant", async () => {
      const grower = `delivered-${engineName}`;
      const key = keys.issue(kind);
      await submit(createOutbox(store, { deliveries }), grower, 150_000, key);
      const naming = createOutbox(store, {
        deliveries: { [kind]: async () => ({ reference: `RR-${key.slice(0, 6)}` }) },
      });
      const before = new Date(Date.now() - 1_000);
      await naming.runDue();
      expect(await naming.receipt(key)).toMatchObject({ state: "sent" });
      const receivedAt = (await naming.receipt(key))!.receivedAt;
      expect(await recentOf(naming, grower, before)).toEqual([
        { payload: { cents: 150_000, key }, reference: `RR-${key.slice(0, 6)}`, receivedAt },
      ]);
      expect(await recentOf(naming, grower, new Date(Date.now() + 1_000))).toEqual([]);
    });
  });

  it("a hanging upstream holds only its own kind: another kind submitted meanwhile is delivered (issue 26)", async () => {
    // Controlled deliveries: the first kind's call never answers until the test says so; the second answers at once.
    let entered!: () => void;
    const hangingEntered = new Promise<void>((resolve) => (entered = resolve));
    let timeOut!: (error: Error) => void;
    const hanging: Deliver = () => {
      entered();
      return new Promise<void>((_resolve, reject) => (timeOut = reject));
    };
    const prompt: Deliver = async () => undefined;
    const outbox = createOutbox(store, {
      deliveries: { "lane-hanging": hanging, "lane-prompt": prompt },
      backoffMs: () => 60_000,
    });
    outbox.start();
    try {
      const stuck = keys.issue("lane-hanging");
      await outbox.enqueue("lane-hanging", stuck, form("lane-stuck@example.com"));
      await hangingEntered;
      // Submitted while the other upstream holds its delivery: its own lane takes it.
      const other = keys.issue("lane-prompt");
      await outbox.enqueue("lane-prompt", other, form("lane-other@example.com"));
      await expect.poll(async () => (await outbox.receipt(other))?.state, { timeout: 10_000 }).toBe("sent");
      expect(await outbox.receipt(stuck)).toMatchObject({ state: "received", attempts: 1 });
      // The hanging call ends the way the HTTP helper's timeout ends it: that lane goes on, the submission retrying.
      timeOut(new Error("marketing-forms timed out after 10000 ms"));
      await expect.poll(async () => (await outbox.receipt(stuck))?.state, { timeout: 10_000 }).toBe("retrying");
    } finally {
      await outbox.stop();
    }
  });

  it("an upstream that refuses the submission itself (4xx) fails it at once: retrying would not help", async () => {
    const outbox = outboxFor("refused", { backoffMs: () => 0 });
    const key = keys.issue("newsletter");
    await outbox.enqueue("newsletter", key, { munchkinId: "123-ABC-456" }); // the upstream wants formId and fields
    await outbox.runDue();
    expect(await outbox.receipt(key)).toMatchObject({ state: "failed", attempts: 1 });
  });
});

describe("submission keys", () => {
  it("verifies the keys it issued, for their kind only", () => {
    const key = keys.issue("newsletter");
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(keys.verify("newsletter", key)).toBe(key);
    expect(keys.verify("voucher", key)).toBeNull();
    expect(submissionKeys("another-secret-0123456789").verify("newsletter", key)).toBeNull();
  });

  it.each([
    undefined,
    "",
    "abc",
    "x".repeat(45),
    `${"a".repeat(22)}.${"b".repeat(22)}`,
    `${"a".repeat(22)}.${"b".repeat(21)}!`,
  ])("rejects a malformed or unknown key %#", (raw) => {
    expect(keys.verify("newsletter", raw)).toBeNull();
  });
});

describe("the retry schedule", () => {
  it("doubles from 5 s up to 15 minutes, or from the first wait it is given", () => {
    expect([1, 2, 3, 4].map((attempt) => outboxBackoffMs(attempt))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(outboxBackoffMs(20)).toBe(900_000);
    expect([1, 2, 3].map((attempt) => outboxBackoffMs(attempt, 1_000))).toEqual([1_000, 2_000, 4_000]);
  });
});
