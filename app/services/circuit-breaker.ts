/**
 * A circuit breaker per upstream: after `failureThreshold` consecutive failures
 * the circuit opens and calls fail at once for `openMs`; then one trial call is
 * let through (half-open). A success closes it, a failure opens it again.
 * The clock is injected so the rule is testable without waiting.
 */
export interface BreakerOptions {
  failureThreshold: number;
  openMs: number;
  now?: () => number;
}

export type BreakerState = "closed" | "open" | "half-open";

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.openedAt === null) return "closed";
    return this.now() - this.openedAt >= this.options.openMs ? "half-open" : "open";
  }

  /** Whether a call may go out now. In half-open state only one trial at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === "closed") return true;
    if (state === "open" || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  recordFailure(): void {
    this.trialInFlight = false;
    if (this.openedAt !== null) {
      this.openedAt = this.now();
      return;
    }
    this.failures += 1;
    if (this.failures >= this.options.failureThreshold) this.openedAt = this.now();
  }
}
