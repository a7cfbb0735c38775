import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { TimedOut, withTimeout } from "./timeout";

describe("withTimeout: a page has 3 s to answer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives the answer that comes in time", async () => {
    const answer = new Promise<string>((resolve) => setTimeout(() => resolve("page"), 2_999));
    const raced = withTimeout(answer, 3_000);
    await vi.advanceTimersByTimeAsync(2_999);
    await expect(raced).resolves.toBe("page");
  });

  it("gives up at the timeout, while the late answer still arrives for whoever waits on it", async () => {
    const answer = new Promise<string>((resolve) => setTimeout(() => resolve("late page"), 5_000));
    const raced = withTimeout(answer, 3_000);
    const outcome = expect(raced).rejects.toBeInstanceOf(TimedOut);
    await vi.advanceTimersByTimeAsync(3_000);
    await outcome;
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(answer).resolves.toBe("late page");
  });

  it("passes a network failure through at once", async () => {
    const raced = withTimeout(Promise.reject(new TypeError("Failed to fetch")), 3_000);
    await expect(raced).rejects.toBeInstanceOf(TypeError);
  });
});
