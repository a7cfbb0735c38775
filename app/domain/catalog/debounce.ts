/**
 * A trailing debounce with cancel and flush: the catalogue search waits 500 ms
 * after typing stops, checklist filters 1 s after the last change (spec 000 §9).
 */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  /** Runs a pending call now (e.g. on Enter or submit). */
  flush(): void;
  readonly pending: boolean;
}

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  timers: { set: (cb: () => void, ms: number) => unknown; clear: (id: unknown) => void } = {
    set: (cb, ms) => setTimeout(cb, ms),
    clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): Debounced<A> {
  let timer: unknown = null;
  let lastArgs: A | null = null;
  const run = () => {
    timer = null;
    const args = lastArgs;
    lastArgs = null;
    if (args) fn(...args);
  };
  const debounced = ((...args: A) => {
    lastArgs = args;
    if (timer !== null) timers.clear(timer);
    timer = timers.set(run, waitMs);
  }) as Debounced<A>;
  debounced.cancel = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    lastArgs = null;
  };
  debounced.flush = () => {
    if (timer === null) return;
    timers.clear(timer);
    run();
  };
  Object.defineProperty(debounced, "pending", { get: () => timer !== null });
  return debounced;
}

/**
 * Spec 000 §5: with enter-to-search the search runs on Enter; otherwise 500 ms
 * after typing stops. A submit (the button, or Enter without JavaScript) always runs it at once.
 */
export type SearchTrigger = "debounce" | "now" | "wait";

export function searchTrigger(event: "input" | "enter" | "submit", enterToSearch: boolean): SearchTrigger {
  if (event === "input") return enterToSearch ? "wait" : "debounce";
  return "now";
}
