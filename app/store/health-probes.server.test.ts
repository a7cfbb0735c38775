// @vitest-environment node
import { beforeEach, expect, it, vi } from "vitest";

/**
 * The probes a load balancer and a container runtime call many times a second (issue 28): liveness never asks the
 * store, and readiness asks it at most once a second, requests in between sharing the answer.
 */
const storeHealth = vi.fn();

beforeEach(() => {
  vi.resetModules();
  storeHealth.mockReset();
  vi.doMock("./portal-store.server", () => ({ storeHealth }));
});

it("liveness answers from memory, with the last readiness answer's store state", async () => {
  const { healthReport, readiness } = await import("./lifecycle.server");
  expect((await healthReport()).store).toBe("not asked yet");
  expect(storeHealth).not.toHaveBeenCalled();

  storeHealth.mockResolvedValue({ state: "ready", engine: "pglite", redis: "off" });
  await readiness();
  for (let i = 0; i < 50; i++) expect(await healthReport()).toMatchObject({ status: "ok", store: "ready" });
  expect(storeHealth).toHaveBeenCalledTimes(1);
});

it("readiness asks the store once per second, whatever the number of probes", async () => {
  const { readiness } = await import("./lifecycle.server");
  storeHealth.mockResolvedValueOnce({ state: "ready", engine: "pglite", redis: "off" });
  storeHealth.mockResolvedValueOnce({ state: "unreachable", engine: "pglite", redis: "off", error: "timed out" });
  const start = 1_000_000;
  const first = await Promise.all(Array.from({ length: 20 }, (_, i) => readiness(start + i * 40)));
  expect(first.every((answer) => answer.ready)).toBe(true);
  expect(storeHealth).toHaveBeenCalledTimes(1);

  // A second later the store is asked again, and its new state is the answer.
  expect(await readiness(start + 1_000)).toMatchObject({ ready: false, store: { state: "unreachable" } });
  expect(storeHealth).toHaveBeenCalledTimes(2);
});
