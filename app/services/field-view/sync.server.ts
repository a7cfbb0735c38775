import { loadFieldViewDashboard, MaxTriesError, type SyncOutcome } from "~/domain/fields/sync";
import { fetchDashboard, syncDashboard } from "./client.server";
import type { Dashboard } from "./contract";

/**
 * The sync loop with a page budget (decision 0011). A grower's request waits
 * at most SYNC_PAGE_BUDGET_MS for the loop; past that, the page renders the
 * first dashboard with an honest "syncing, data as of …" state while the loop
 * goes on here, in the background, once per token and season. The next
 * request (a reload, or the page's small poll) picks the result up. Results
 * are remembered for a while: success 10 minutes, failure 1 minute (a retry
 * link forgets them at once).
 */
export const SYNC_PAGE_BUDGET_MS = 2_500;
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
    onFirstDashboard: (d) => { job.first = d; job.lastStatus = d.status; },
    onSyncStatus: (s) => { job.lastStatus = s; },
  });
  job.promise.then(
    (outcome) => { job.settled = { ok: true, outcome }; job.settledAt = Date.now(); },
    (error: unknown) => { job.settled = { ok: false, error }; job.settledAt = Date.now(); },
  );
  return job;
}

function view(job: Job): SyncView {
  if (!job.settled) return { state: "syncing", first: job.first, lastStatus: job.lastStatus };
  return job.settled.ok ? { state: "done", outcome: job.settled.outcome } : { state: "failed", error: job.settled.error, first: job.first };
}

export async function dashboardWithinBudget(token: string, years: string[], { retry = false, budgetMs = SYNC_PAGE_BUDGET_MS } = {}): Promise<SyncView> {
  const key = jobKey(token, years);
  let job = jobs.get(key);
  if (job?.settled) {
    const keep = job.settled.ok ? KEEP_SUCCESS_MS : KEEP_FAILURE_MS;
    if (retry || Date.now() - job.settledAt > keep) job = undefined;
  }
  if (!job) {
    job = start(token, years);
    jobs.set(key, job);
    if (jobs.size > 5_000) jobs.delete(jobs.keys().next().value!);
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    job.promise.catch(() => undefined),
    new Promise((resolve) => { timer = setTimeout(resolve, budgetMs); }),
  ]);
  clearTimeout(timer);
  return view(job);
}

export function isMaxTries(error: unknown): error is MaxTriesError {
  return error instanceof MaxTriesError;
}
