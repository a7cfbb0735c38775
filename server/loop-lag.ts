/**
 * How late the event loop runs (issue 28). One thread reads requests, renders pages and writes answers: when a turn
 * of its loop takes long, everything waits for it, a health check as much as a 503. A timer due every INTERVAL_MS
 * measures how late it fires; that lateness is the length of the turn that delayed it, the wait a request that
 * arrives now will see before the thread reads it.
 */
const INTERVAL_MS = 10;

export interface LoopLag {
  /** The loop's recent lateness, in milliseconds, the turn that runs now included. */
  lateness(): number;
  /** How many times the meter has ticked: a request read at the same count as another was read in the same turn. */
  ticks(): number;
}

export function loopLag(): LoopLag {
  let due = performance.now() + INTERVAL_MS;
  let lag = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    // A long turn is remembered for a few ticks, halving each time: one on-time tick does not mean the work is done.
    lag = Math.max(now - due, lag / 2, 0);
    due = now + INTERVAL_MS;
    ticks++;
  }, INTERVAL_MS);
  // The meter never keeps a process alive on its own.
  timer.unref();
  return {
    // Also how far past its due time the tick is now: within one long turn (many requests read and rendered in one
    // poll of the sockets) the tick cannot fire, and the turn's own length so far is the lateness that counts.
    lateness: () => Math.max(lag, performance.now() - due),
    ticks: () => ticks,
  };
}
