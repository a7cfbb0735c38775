import { describe, expect, it } from "vitest";

import { CircuitBreaker } from "./circuit-breaker";

function breaker() {
  let t = 0;
  const b = new CircuitBreaker({ failureThreshold: 3, openMs: 1000, now: () => t });
  return { b, advance: (ms: number) => (t += ms) };
}

describe("circuit breaker", () => {
  it("opens after the threshold of consecutive failures and refuses calls", () => {
    const { b } = breaker();
    b.recordFailure();
    b.recordFailure();
    expect(b.state).toBe("closed");
    b.recordFailure();
    expect(b.state).toBe("open");
    expect(b.tryAcquire()).toBe(false);
  });
  it("a success in between resets the count", () => {
    const { b } = breaker();
    b.recordFailure();
    b.recordFailure();
    b.recordSuccess();
    b.recordFailure();
    b.recordFailure();
    expect(b.state).toBe("closed");
  });
  it("lets one trial through after openMs, closes on its success", () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i++) b.recordFailure();
    advance(999);
    expect(b.tryAcquire()).toBe(false);
    advance(1);
    expect(b.state).toBe("half-open");
    expect(b.tryAcquire()).toBe(true);
    expect(b.tryAcquire()).toBe(false); // only one trial at a time
    b.recordSuccess();
    expect(b.state).toBe("closed");
    expect(b.tryAcquire()).toBe(true);
  });
  it("reopens for a full period when the trial fails", () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i++) b.recordFailure();
    advance(1000);
    expect(b.tryAcquire()).toBe(true);
    b.recordFailure();
    expect(b.state).toBe("open");
    advance(999);
    expect(b.tryAcquire()).toBe(false);
  });
});
