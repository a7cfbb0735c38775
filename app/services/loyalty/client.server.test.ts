import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startTestSandbox, type TestSandbox } from "../../../sandbox/test-support";

/** br.membro's document: a member whose points expire "today" (sandbox/data/loyalty.ts). */
const DOCUMENT = "90517362406";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  Object.assign(process.env, sandbox.env);
});
afterAll(async () => {
  vi.useRealTimers();
  await sandbox?.dispose();
});

describe("the points that expire", () => {
  it("are asked again when the member-area day turns: yesterday's 'expiring today' is not today's", async () => {
    // Only the clock is fake: the sandbox and the portal both read the member-area day from it.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T02:58:30Z")); // 23:58 on the 22nd in the member area (UTC−3)
    vi.resetModules();
    const { getExpiration } = await import("./client.server");
    const fetches = vi.spyOn(globalThis, "fetch");
    const asked = () => fetches.mock.calls.filter(([url]) => String(url).includes("/expiration/")).length;

    const late = await getExpiration(DOCUMENT, "pt-BR");
    await getExpiration(DOCUMENT, "pt-BR");
    expect(asked()).toBe(1);
    expect(late.expirations.map((entry) => entry.expirationDate)).toContain("2026-11-22");

    // Two and a half minutes later, well within the cache's lifetime, but on the 23rd.
    vi.setSystemTime(new Date("2026-11-23T03:01:00Z"));
    const early = await getExpiration(DOCUMENT, "pt-BR");
    expect(asked()).toBe(2);
    expect(early.expirations.map((entry) => entry.expirationDate)).toContain("2026-11-23");
  });
});
