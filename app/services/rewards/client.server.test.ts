// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { DEMO_ACCOUNTS } from "../../../sandbox/data/accounts";
import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "../../../sandbox/test-support";
import { redeemableShareAt, snapshotBannerAt } from "../../domain/rewards/programme";
import { bestProgressProgramme, meetsRequirements } from "../../domain/rewards/requirements";

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

// ── Rewards widget: requirements, activities, enrolment (decision 0028) ─────────────

describe("US rewards client: the rewards widget's calls", () => {
  it("reads the requirements: us.requisitos meets them; us.pendiente does not, furthest in fruits and vegetables", async () => {
    const { getRequirements } = await fresh();
    expect(meetsRequirements(await getRequirements("us-0001"))).toBe(true);
    const pendiente = await getRequirements("us-0002");
    expect(meetsRequirements(pendiente)).toBe(false);
    expect(bestProgressProgramme(pendiente)).toBe("fruitsAndVegetables");
    await expect(getRequirements("us-0003")).rejects.toMatchObject({ kind: "status", status: 404 });
  });

  it("every US demo account's meetsRequirements agrees with the requirements the sandbox serves", async () => {
    const { getRequirements } = await fresh();
    for (const account of DEMO_ACCOUNTS.filter((a) => a.usRewards?.enrolled && a.usRewards.headGrower)) {
      expect(meetsRequirements(await getRequirements(account.id)), account.email).toBe(
        account.usRewards!.meetsRequirements,
      );
    }
  });

  it("reads the activities, newest first, each with its link", async () => {
    const { getActivities } = await fresh();
    const activities = await getActivities("us-0001");
    expect(activities.length).toBeGreaterThan(2);
    const dates = activities.map((a) => a.data.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(activities.every((a) => a.link.startsWith("https://"))).toBe(true);
    expect((await getActivities("us-0004")).length).toBeGreaterThan(0);
  });

  it("an enrolment delivered twice with one key enrols once; the grower is then an enrolled head grower", async () => {
    const { getRewardsGrower, getRequirements, getActivities } = await fresh();
    const { DELIVERIES } = await import("../../store/deliveries.server");
    const deliver = DELIVERIES["us-rewards-enrolment"];
    expect(await getRewardsGrower("us-0005")).toMatchObject({ enrolled: false });
    await deliver({ growerId: "us-0005" }, { key: "enrol-key-0001", attempt: 1 });
    await deliver({ growerId: "us-0005" }, { key: "enrol-key-0001", attempt: 2 });
    const enrolments = await fetch(`${sandbox.url}/_sandbox/us-rewards/enrolments`).then((r) => r.json());
    expect(enrolments).toEqual([{ growerId: "us-0005", enrolmentId: "EN-us-0005-1" }]);
    expect(await getRewardsGrower("us-0005")).toEqual({
      growerId: "us-0005",
      enrolled: true,
      headGrower: true,
      availableRewardsCents: 0,
    });
    expect(meetsRequirements(await getRequirements("us-0005"))).toBe(false);
    expect(await getActivities("us-0005")).toEqual([]);
    // The same key with another body is refused, as the outbox expects of every upstream (decision 0018).
    await expect(deliver({ growerId: "us-0003" }, { key: "enrol-key-0001", attempt: 1 })).rejects.toMatchObject({
      status: 422,
    });
  });
  it("the programme refuses a redemption over what is left, counting the requests it already has (issue 26)", async () => {
    const { listRedemptionRequests } = await fresh();
    const { DELIVERIES } = await import("../../store/deliveries.server");
    const deliver = DELIVERIES["us-rewards-redemption"]!;
    // us.tope: $5,200.00 with $600.00 awaiting review, so $2,000.00 left of period two's half.
    const check = (dollars: number, note: string) => ({
      growerId: "us-0008",
      type: "50-traditional",
      rewardsCents: dollars * 100,
      additionalCents: 0,
      recipient: {
        kind: "traditional",
        payeeName: "Karen Obermeyer",
        street: "88 Mill Creek Rd",
        city: "Salina",
        state: "KS",
        zip: "67401",
      },
      note,
    });
    await expect(deliver(check(2_600, "over"), { key: "redeem-key-over", attempt: 1 })).rejects.toMatchObject({
      status: 422,
    });
    await deliver(check(2_000, "fits"), { key: "redeem-key-fits", attempt: 1 });
    await expect(deliver(check(2_000, "again"), { key: "redeem-key-again", attempt: 1 })).rejects.toMatchObject({
      status: 422,
    });
    const open = (await listRedemptionRequests("us-0008")).filter((request) => request.status === "Submitted");
    expect(open.map((request) => request.rewardsCents).sort((a, b) => a - b)).toEqual([60_000, 200_000]);
  });
});
