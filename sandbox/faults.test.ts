// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { member, memberPathId } from "../app/services/loyalty/contract";
import { clearFaults, loyaltyToken, setFault, startTestSandbox, type TestSandbox } from "./test-support";

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await loyaltyToken(sandbox);
});

afterEach(async () => {
  await clearFaults(sandbox);
});

afterAll(async () => {
  await sandbox?.dispose();
});

/** br.falha@surco.example: the member reserved for fault tests; `scope` names the test scope the request is made in. */
function getFaultMember(init: RequestInit = {}, scope?: string) {
  return fetch(`${sandbox.env.LOYALTY_API_URL}/members/${memberPathId("41395782628")}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(scope ? { "x-test-scope": scope } : {}) },
  });
}

function discovery(init: RequestInit = {}) {
  return fetch(`${sandbox.env.OIDC_ISSUER}/.well-known/openid-configuration`, init);
}

describe("fault controls", () => {
  it("sets, lists and clears faults per upstream", async () => {
    const created = await setFault(sandbox, { upstream: "loyalty", mode: "status", status: 503 });
    expect(created.status).toBe(201);
    expect((await setFault(sandbox, { upstream: "oidc", mode: "delay", delayMs: 10 })).status).toBe(201);

    const listed = (await (await fetch(`${sandbox.url}/_sandbox/faults`)).json()) as {
      faults: Array<{ upstream: string; mode: string }>;
      upstreams: string[];
    };
    // Every emulated upstream registers its fault name (more arrive with each feature), listed in order.
    expect(listed.upstreams).toEqual(expect.arrayContaining(["loyalty", "oidc", "products", "seed-quality"]));
    expect(listed.upstreams).toEqual([...listed.upstreams].sort());
    expect(listed.faults.map((fault) => `${fault.upstream}:${fault.mode}`).sort()).toEqual([
      "loyalty:status",
      "oidc:delay",
    ]);

    const afterOne = (await (await clearFaults(sandbox, "oidc")).json()) as { faults: Array<{ upstream: string }> };
    expect(afterOne.faults.map((fault) => fault.upstream)).toEqual(["loyalty"]);
    expect((await getFaultMember()).status).toBe(503);

    await clearFaults(sandbox);
    expect((await getFaultMember()).status).toBe(200);
  });

  it("arms a scoped fault for its scope's requests alone, and clears it by scope", async () => {
    await setFault(sandbox, { upstream: "loyalty", mode: "status", status: 503, scope: "test-a" });
    await setFault(sandbox, { upstream: "loyalty", mode: "status", status: 502, scope: "test-b" });
    expect((await getFaultMember({}, "test-a")).status).toBe(503);
    expect((await getFaultMember({}, "test-b")).status).toBe(502);
    expect((await getFaultMember({}, "test-c")).status).toBe(200);
    expect((await getFaultMember()).status).toBe(200);

    // An unscoped clear leaves the scopes' faults; a scope's clear leaves the other scope's.
    await clearFaults(sandbox, "loyalty");
    expect((await getFaultMember({}, "test-a")).status).toBe(503);
    await fetch(`${sandbox.url}/_sandbox/faults?scope=test-a`, { method: "DELETE" });
    expect((await getFaultMember({}, "test-a")).status).toBe(200);
    expect((await getFaultMember({}, "test-b")).status).toBe(502);
    await fetch(`${sandbox.url}/_sandbox/faults?scope=test-b&upstream=loyalty`, { method: "DELETE" });
    expect((await getFaultMember({}, "test-b")).status).toBe(200);
  });

  it("applies an unscoped fault to every scope", async () => {
    await setFault(sandbox, { upstream: "loyalty", mode: "status", status: 500 });
    expect((await getFaultMember({}, "test-a")).status).toBe(500);
    expect((await getFaultMember()).status).toBe(500);
  });

  it("releases a scope's hanging request when that scope's fault is cleared, not another's", async () => {
    await setFault(sandbox, { upstream: "loyalty", mode: "hang", scope: "test-a" });
    await setFault(sandbox, { upstream: "loyalty", mode: "hang", scope: "test-b" });
    const hanging = getFaultMember({}, "test-a");
    let answered = false;
    void hanging.then(() => (answered = true));
    await fetch(`${sandbox.url}/_sandbox/faults?scope=test-b`, { method: "DELETE" });
    expect((await getFaultMember({}, "test-b")).status).toBe(200);
    expect(answered).toBe(false);
    await fetch(`${sandbox.url}/_sandbox/faults?scope=test-a`, { method: "DELETE" });
    expect((await hanging).status).toBe(200);
  });

  it.each([
    [{ upstream: "loyalty", mode: "status", scope: "no spaces allowed" }],
    [{ upstream: "nowhere", mode: "status" }],
    [{ upstream: "loyalty", mode: "explode" }],
    [{ upstream: "loyalty", mode: "status", status: 42 }],
    [{ mode: "hang" }],
  ])("refuses an invalid fault %j", async (fault) => {
    expect((await setFault(sandbox, fault)).status).toBe(400);
    const listed = (await (await fetch(`${sandbox.url}/_sandbox/faults`)).json()) as { faults: unknown[] };
    expect(listed.faults).toEqual([]);
  });
});

describe("mode: status", () => {
  it("answers every loyalty route, token service included, with the status and a JSON error", async () => {
    await setFault(sandbox, { upstream: "loyalty", mode: "status", status: 500 });
    const response = await getFaultMember();
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toMatch(/loyalty/);
    expect((await fetch(sandbox.env.LOYALTY_TOKEN_URL)).status).toBe(500);
    // Other upstreams are untouched.
    expect((await discovery()).status).toBe(200);
  });

  it("can break the identity provider without breaking the fault controls", async () => {
    await setFault(sandbox, { upstream: "oidc", mode: "status", status: 502 });
    expect((await discovery()).status).toBe(502);
    expect((await fetch(`${sandbox.url}/_sandbox/faults`)).status).toBe(200);
    expect((await fetch(`${sandbox.url}/_sandbox/health`)).status).toBe(200);
    expect((await getFaultMember()).status).toBe(200);
    await clearFaults(sandbox, "oidc");
    expect((await discovery()).status).toBe(200);
  });
});

describe("mode: delay", () => {
  it("waits, then answers normally", async () => {
    await setFault(sandbox, { upstream: "loyalty", mode: "delay", delayMs: 150 });
    const started = performance.now();
    const response = await getFaultMember();
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(member.parse(await response.json()).stars).toBe(3);
    expect(elapsed).toBeGreaterThanOrEqual(140);
  });

  it("is seen by a client with a shorter timeout as a timeout", async () => {
    await setFault(sandbox, { upstream: "loyalty", mode: "delay", delayMs: 2_000 });
    await expect(getFaultMember({ signal: AbortSignal.timeout(100) })).rejects.toThrow(/timeout|aborted/i);
  });
});

describe("mode: malformed", () => {
  it("syntax: a 200 whose body is not JSON", async () => {
    await setFault(sandbox, { upstream: "loyalty", mode: "malformed" });
    const response = await getFaultMember();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it("shape: valid JSON that breaks the contract", async () => {
    await setFault(sandbox, { upstream: "loyalty", mode: "malformed", malformed: "shape" });
    const response = await getFaultMember();
    expect(response.status).toBe(200);
    expect(member.safeParse(await response.json()).success).toBe(false);
  });
});

describe("mode: hang", () => {
  it("never answers: a client timeout fires", async () => {
    await setFault(sandbox, { upstream: "loyalty", mode: "hang" });
    const started = performance.now();
    await expect(getFaultMember({ signal: AbortSignal.timeout(150) })).rejects.toThrow(/timeout|aborted/i);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("releases waiting requests when the fault is cleared", async () => {
    await setFault(sandbox, { upstream: "loyalty", mode: "hang" });
    let settled = false;
    const pending = getFaultMember().finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    await clearFaults(sandbox, "loyalty");
    const response = await pending;
    expect(response.status).toBe(200);
    expect(member.safeParse(await response.json()).success).toBe(true);
  });

  it("drops hanging connections when the sandbox closes, and close() does not wait for them", async () => {
    const own = await startTestSandbox();
    try {
      const ownToken = await loyaltyToken(own);
      await setFault(own, { upstream: "loyalty", mode: "hang" });
      const pending = fetch(`${own.env.LOYALTY_API_URL}/members/${memberPathId("41395782628")}`, {
        headers: { authorization: `Bearer ${ownToken}` },
      });
      const outcome = pending.then(
        () => "answered",
        () => "dropped",
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      await own.close();
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(await outcome).toBe("dropped");
    } finally {
      await own.dispose();
    }
  });
});
