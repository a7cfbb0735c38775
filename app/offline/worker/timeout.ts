/** What a network attempt rejects with when it took longer than the worker waits for it. */
export class TimedOut extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = "TimedOut";
  }
}

/**
 * The first of `work` and a timer: a page that has not answered within `ms` is as good as no network on a rural
 * connection, so the worker falls back to its saved copy. `work` keeps running: a late answer still refreshes the
 * saved copy (the caller may wait on it separately).
 */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
