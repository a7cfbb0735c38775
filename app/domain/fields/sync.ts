/**
 * The field-view loading flow (spec 000 §4, §8, §9) as a pure rule: the I/O is
 * injected, so every path is a table row in sync.test.ts.
 *
 *   fetch the dashboard → COMPLETED: use it.
 *   otherwise sync up to 5 times, stopping on COMPLETED or EMPTY:
 *     COMPLETED → fetch the dashboard again;  EMPTY → the dashboard as it was;
 *     anything else after 5 tries → 'Maximum number of tries reached'.
 */
export const SYNC_STATUSES = [
  "ERROR",
  "SYNCING",
  "EMPTY",
  "FAILING_SOURCE",
  "SOME_YEARS_MISSING",
  "COMPLETED",
] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** Spec 000 §9: field-view sync, at most 5 tries. */
export const MAX_SYNC_TRIES = 5;

export const MAX_TRIES_MESSAGE = "Maximum number of tries reached";
export const FIELD_VIEW_FETCH_FAILED = "Failed to fetch field view data";

export class MaxTriesError extends Error {
  constructor(
    public readonly lastStatus: SyncStatus | null,
    public readonly tries: number,
  ) {
    super(MAX_TRIES_MESSAGE);
    this.name = "MaxTriesError";
  }
}

export interface WithStatus {
  status: SyncStatus;
}

export interface SyncSteps<D extends WithStatus> {
  fetchDashboard: () => Promise<D>;
  sync: () => Promise<{ status: SyncStatus }>;
  /** Told the first dashboard as soon as it is known, so a page can render it while the loop runs. */
  onFirstDashboard?: (dashboard: D) => void;
  /** Told each sync answer (for a live "syncing" state). */
  onSyncStatus?: (status: SyncStatus, attempt: number) => void;
  maxTries?: number;
}

export type SyncOutcome<D> = { dashboard: D; via: "first-fetch" | "refetch-after-sync" | "empty"; tries: number };

export async function loadFieldViewDashboard<D extends WithStatus>(steps: SyncSteps<D>): Promise<SyncOutcome<D>> {
  const maxTries = steps.maxTries ?? MAX_SYNC_TRIES;
  const first = await steps.fetchDashboard();
  steps.onFirstDashboard?.(first);
  if (first.status === "COMPLETED") return { dashboard: first, via: "first-fetch", tries: 0 };
  let last: SyncStatus | null = null;
  for (let attempt = 1; attempt <= maxTries; attempt += 1) {
    const { status } = await steps.sync();
    last = status;
    steps.onSyncStatus?.(status, attempt);
    if (status === "COMPLETED")
      return { dashboard: await steps.fetchDashboard(), via: "refetch-after-sync", tries: attempt };
    if (status === "EMPTY") return { dashboard: first, via: "empty", tries: attempt };
  }
  throw new MaxTriesError(last, maxTries);
}
/** Spec 000 §2, §9: the dashboard loading subtitle rotates every 5 s. */
export const LOADING_SUBTITLE_ROTATION_MS = 5_000;
