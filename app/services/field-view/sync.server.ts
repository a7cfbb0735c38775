import { createHash } from "node:crypto";

import { loadFieldViewDashboard, MaxTriesError, type SyncOutcome } from "~/domain/fields/sync";
import { log } from "~/services/log.server";
import { type Lease, leases } from "~/store/leases.server";
import { portalStore } from "~/store/portal-store.server";

import { fetchDashboard, syncDashboard } from "./client.server";
import type { Dashboard } from "./contract";

/**
 * The sync loop with a page budget (decision 0011). A grower's request waits
 * at most SYNC_PAGE_BUDGET_MS for the loop; past that, the page renders the
 * first dashboard with an honest "syncing, data as of …" state while the loop
 * goes on here, in the background, once per token and season. The next
 * request (a reload, or the page's small poll) picks the result up. Results
 * are remembered for a while: success 10 minutes, failure 1 minute (a retry
 * link forgets them at once). A lease in the portal's store makes the loop run on one
 * instance only; the others show it as syncing until its outcome shows at the partner.
 */
const SYNC_PAGE_BUDGET_MS = 2_500;
const KEEP_SUCCESS_MS = 600_000;
const KEEP_FAILURE_MS = 60_000;

export type SyncView =
  | { state: "done"; outcome: SyncOutcome<Dashboard> }
  | { state: "syncing"; first: Dashboard | null; lastStatus: string | null }
  | { state: "failed"; error: unknown; first: Dashboard | null };

interface Job {
  promise: Promise<SyncOutcome<Dashboard>>;
  first: Dashboard | null;
  lastStatus: string | null;
  settled: { ok: true; outcome: SyncOutcome<Dashboard> } | { ok: false; error: unknown } | null;
  settledAt: number;
}

const jobs = new Map<string, Job>();

function jobKey(token: string, years: string[]) {
  return `${token}|${years.join(",")}`;
}

function start(token: string, years: string[]): Job {
  const job: Job = { first: null, lastStatus: null, settled: null, settledAt: 0, promise: null as never };
  job.promise = loadFieldViewDashboard<Dashboard>({
    fetchDashboard: () => fetchDashboard(token, years),
    sync: () => syncDashboard(token, years),
    onFirstDashboard: (d) => {
      job.first = d;
      job.lastStatus = d.status;
    },
    onSyncStatus: (s) => {
      job.lastStatus = s;
    },
  });
  job.promise.then(
    (outcome) => {
      job.settled = { ok: true, outcome };
      job.settledAt = Date.now();
    },
    (error: unknown) => {
      job.settled = { ok: false, error };
      job.settledAt = Date.now();
    },
  );
  return job;
}

function view(job: Job): SyncView {
  if (!job.settled) return { state: "syncing", first: job.first, lastStatus: job.lastStatus };
  return job.settled.ok
    ? { state: "done", outcome: job.settled.outcome }
    : { state: "failed", error: job.settled.error, first: job.first };
}

export async function dashboardWithinBudget(
  token: string,
  years: string[],
  { retry = false, budgetMs = SYNC_PAGE_BUDGET_MS } = {},
): Promise<SyncView> {
  const key = jobKey(token, years);
  let job = jobs.get(key);
  if (job?.settled) {
    const keep = job.settled.ok ? KEEP_SUCCESS_MS : KEEP_FAILURE_MS;
    if (retry || Date.now() - job.settledAt > keep) job = undefined;
  }
  if (!job) {
    // Another instance running this very sync holds its lease: show its progress, do not run it twice.
    const lease = await syncLease(token, years);
    if (lease === "elsewhere") return syncingElsewhere(token, years);
    job = start(token, years);
    if (lease) void job.promise.catch(() => undefined).finally(() => lease.release().catch(() => undefined));
    jobs.set(key, job);
    if (jobs.size > 5_000) jobs.delete(jobs.keys().next().value!);
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    job.promise.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    }),
  ]);
  clearTimeout(timer);
  return view(job);
}

/** A running sync is never longer than this; a crashed instance's lease frees itself after it. */
const SYNC_LEASE_MS = 300_000;

/**
 * The lease on one grower's sync, shared by every instance (app/store/leases.server.ts). The name
 * is a hash: tokens never reach the store. A store that cannot be asked must not stop the page:
 * the sync then runs without a lease (null), as it did with one instance.
 */
export function syncLeaseName(token: string, years: string[]): string {
  return `field-view-sync:${createHash("sha256").update(jobKey(token, years)).digest("base64url")}`;
}

async function syncLease(token: string, years: string[]): Promise<Lease | null | "elsewhere"> {
  try {
    return (await leases(await portalStore()).acquire(syncLeaseName(token, years), SYNC_LEASE_MS)) ?? "elsewhere";
  } catch (error) {
    log("warn", "field-view sync lease unavailable", { error: String(error) });
    return null;
  }
}

/** While another instance syncs: the partner's current dashboard (a read), shown as syncing. */
async function syncingElsewhere(token: string, years: string[]): Promise<SyncView> {
  const first = await fetchDashboard(token, years).catch(() => null);
  return { state: "syncing", first, lastStatus: first?.status ?? null };
}

export function isMaxTries(error: unknown): error is MaxTriesError {
  return error instanceof MaxTriesError;
}
