import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { leases } from "~/store/leases.server";
import { portalStore } from "~/store/portal-store.server";

import type { Dashboard } from "./contract";

// The partner, scripted: every dashboard read says SYNCING; a sync answers COMPLETED after a while.
const partner = vi.hoisted(() => ({ syncCalls: 0, syncMs: 200 }));
vi.mock("./client.server", () => ({
  fetchDashboard: async (): Promise<Dashboard> => ({
    status: "SYNCING",
    lastSyncedAt: null,
    years: ["2025"],
    fields: [],
  }),
  syncDashboard: async () => {
    partner.syncCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, partner.syncMs));
    return { status: "COMPLETED" };
  },
}));

const { dashboardWithinBudget, syncLeaseName } = await import("./sync.server");

describe("field-view sync lease (one sync per grower and season across instances)", () => {
  beforeAll(async () => {
    await portalStore(); // the embedded store's first open (and migration) takes seconds
  }, 60_000);
  beforeEach(() => {
    partner.syncCalls = 0;
  });

  it("does not run a sync another instance holds the lease for: shows it as syncing", async () => {
    const token = `token-${Math.random()}`;
    const other = await leases(await portalStore()).acquire(syncLeaseName(token, ["2025"]), 60_000);
    expect(other).not.toBeNull();
    const view = await dashboardWithinBudget(token, ["2025"], { budgetMs: 100 });
    expect(view).toMatchObject({ state: "syncing", first: { status: "SYNCING" }, lastStatus: "SYNCING" });
    expect(partner.syncCalls).toBe(0);
    await other!.release();
  });

  it("holds the lease while its own sync runs, and lets it go when the sync ends", async () => {
    const token = `token-${Math.random()}`;
    const name = syncLeaseName(token, ["2025"]);
    const view = await dashboardWithinBudget(token, ["2025"], { budgetMs: 50 });
    expect(view.state).toBe("syncing");
    expect(await leases(await portalStore()).acquire(name, 60_000)).toBeNull(); // a second instance would be refused
    await expect
      .poll(async () => (await dashboardWithinBudget(token, ["2025"], { budgetMs: 50 })).state, { timeout: 5_000 })
      .toBe("done");
    expect(partner.syncCalls).toBe(1);
    await expect
      .poll(
        async () => {
          const lease = await leases(await portalStore()).acquire(name, 60_000);
          await lease?.release();
          return lease !== null;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
  });
});
