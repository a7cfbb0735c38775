import { describe, expect, it } from "vitest";

import {
  loadFieldViewDashboard,
  LOADING_SUBTITLE_ROTATION_MS,
  MAX_SYNC_TRIES,
  MaxTriesError,
  type SyncStatus,
} from "./sync";

type Dash = { status: SyncStatus; label: string };

function script(dashboards: Dash[], syncs: SyncStatus[]) {
  const calls = { dashboard: 0, sync: 0 };
  return {
    calls,
    steps: {
      fetchDashboard: async () => dashboards[Math.min(calls.dashboard++, dashboards.length - 1)],
      sync: async () => ({ status: syncs[Math.min(calls.sync++, syncs.length - 1)] }),
    },
  };
}

describe("field-view loading flow (spec 000 §4)", () => {
  it("allows at most 5 tries", () => expect(MAX_SYNC_TRIES).toBe(5));

  it("rotates the dashboard loading subtitle every 5 s (spec 000 §9)", () =>
    expect(LOADING_SUBTITLE_ROTATION_MS).toBe(5_000));

  it("uses a COMPLETED dashboard at once, without syncing", async () => {
    const { steps, calls } = script([{ status: "COMPLETED", label: "first" }], ["COMPLETED"]);
    const outcome = await loadFieldViewDashboard(steps);
    expect(outcome).toEqual({ dashboard: { status: "COMPLETED", label: "first" }, via: "first-fetch", tries: 0 });
    expect(calls).toEqual({ dashboard: 1, sync: 0 });
  });

  it.each([
    ["at the first try", ["COMPLETED"], 1],
    ["after 3 tries", ["SYNCING", "SYNCING", "COMPLETED"], 3],
    ["at the fifth try", ["SYNCING", "ERROR", "FAILING_SOURCE", "SOME_YEARS_MISSING", "COMPLETED"], 5],
  ] as const)("sync completing %s refetches the dashboard", async (_, syncs, tries) => {
    const { steps, calls } = script(
      [
        { status: "SYNCING", label: "stale" },
        { status: "COMPLETED", label: "fresh" },
      ],
      [...syncs],
    );
    const outcome = await loadFieldViewDashboard(steps);
    expect(outcome).toEqual({ dashboard: { status: "COMPLETED", label: "fresh" }, via: "refetch-after-sync", tries });
    expect(calls).toEqual({ dashboard: 2, sync: tries });
  });

  it.each([
    [["EMPTY"], 1],
    [["SYNCING", "SYNCING", "EMPTY"], 3],
  ] as const)("sync going EMPTY returns the dashboard as it was, without refetching (%j)", async (syncs, tries) => {
    const { steps, calls } = script(
      [
        { status: "SYNCING", label: "as-is" },
        { status: "COMPLETED", label: "never" },
      ],
      [...syncs],
    );
    const outcome = await loadFieldViewDashboard(steps);
    expect(outcome).toEqual({ dashboard: { status: "SYNCING", label: "as-is" }, via: "empty", tries });
    expect(calls).toEqual({ dashboard: 1, sync: tries });
  });

  it.each(["SYNCING", "ERROR", "FAILING_SOURCE", "SOME_YEARS_MISSING"] as const)(
    "a sync stuck on %s fails with 'Maximum number of tries reached' after exactly 5 tries",
    async (status) => {
      const { steps, calls } = script([{ status: "SYNCING", label: "x" }], [status]);
      const failure = await loadFieldViewDashboard(steps).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(MaxTriesError);
      expect((failure as MaxTriesError).message).toBe("Maximum number of tries reached");
      expect((failure as MaxTriesError).lastStatus).toBe(status);
      expect(calls).toEqual({ dashboard: 1, sync: 5 });
    },
  );

  it("hands the first dashboard over before the loop runs, and each sync status", async () => {
    const seen: string[] = [];
    const { steps } = script([{ status: "EMPTY", label: "first" }], ["SYNCING", "EMPTY"]);
    await loadFieldViewDashboard({
      ...steps,
      onFirstDashboard: (d) => seen.push(`first:${d.label}`),
      onSyncStatus: (s, n) => seen.push(`${n}:${s}`),
    });
    expect(seen).toEqual(["first:first", "1:SYNCING", "2:EMPTY"]);
  });

  it("lets a failing call through (the caller maps it to 'Failed to fetch field view data')", async () => {
    const boom = new Error("down");
    await expect(
      loadFieldViewDashboard({
        fetchDashboard: () => Promise.reject(boom),
        sync: async () => ({ status: "COMPLETED" }),
      }),
    ).rejects.toBe(boom);
  });
});
