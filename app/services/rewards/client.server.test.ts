// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "../../../sandbox/test-support";
import { redeemableShareAt, snapshotBannerAt } from "../../domain/rewards/programme";

/** The US rewards client against a real sandbox: fresh modules per test (a cold cache, closed breakers). */
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(async () => {
  await clearFaults(sandbox);
});
afterAll(async () => {
  await sandbox?.dispose();
});

async function fresh() {
  vi.resetModules();
  process.env.US_REWARDS_API_URL = sandbox.env.US_REWARDS_API_URL;
  return import("./client.server");
}

describe("US rewards client", () => {
  it("reads the programme's dates; the sandbox's today falls in period two (50 % open, 100 % announced)", async () => {
    const { getProgrammeDates } = await fresh();
    const dates = await getProgrammeDates();
    const now = new Date();
    expect(redeemableShareAt(dates, now)).toBe(50);
    expect(snapshotBannerAt(dates, now)?.kind).toBe("full-from");
  });

  it("a grower's standing; a grower the programme does not know is not enrolled", async () => {
    const { getRewardsGrower } = await fresh();
    expect(await getRewardsGrower("us-0001")).toEqual({
      growerId: "us-0001",
      enrolled: true,
      headGrower: true,
      availableRewardsCents: 245_000,
    });
    expect(await getRewardsGrower("us-0003")).toMatchObject({ enrolled: false, availableRewardsCents: 0 });
    expect(await getRewardsGrower("ar-0001")).toMatchObject({ enrolled: false });
  });

  it("an upstream failure is thrown for the widget to show, never read as 'not enrolled'", async () => {
    const { getRewardsGrower } = await fresh();
    await setFault(sandbox, { upstream: "us-rewards", mode: "status", status: 500 });
    await expect(getRewardsGrower("us-0001")).rejects.toMatchObject({ kind: "status", status: 500 });
  }, 20_000);
});
