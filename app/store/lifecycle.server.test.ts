// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, expect, it, vi } from "vitest";

/**
 * A store that cannot open at boot (here: its data directory is blocked by a
 * file, as a database still starting would refuse connections) is tried again
 * until it opens, and then the store services (the outbox worker, the purge)
 * start: before, they never did, and submissions were stored but never sent.
 */
const root = mkdtempSync(join(tmpdir(), "surco-lifecycle-"));
const blocker = join(root, "blocked");
const logged: string[] = [];

afterAll(() => rmSync(root, { recursive: true, force: true }));

it("a store that fails to open at boot is tried again, and its services start once it opens", async () => {
  writeFileSync(blocker, "a file where the data directory should be");
  vi.resetModules();
  vi.stubEnv("DATA_DIR", join(blocker, "data"));
  vi.doMock("~/services/log.server", () => ({ log: (_level: string, message: string) => logged.push(message) }));
  const lifecycle = await import("./lifecycle.server");

  lifecycle.startStoreServices();
  await vi.waitFor(() => expect(logged).toContain("store services did not start: trying again"), { timeout: 10_000 });
  expect((await lifecycle.readiness()).ready).toBe(false);

  rmSync(blocker);
  await vi.waitFor(() => expect(logged).toContain("store services started"), { timeout: 20_000, interval: 200 });
  // Readiness asks the store at most once a second: the answer turns within that second.
  await vi.waitFor(async () => expect((await lifecycle.readiness()).ready).toBe(true), { timeout: 2_000 });
  await lifecycle.stopStoreServices();
  vi.unstubAllEnvs();
}, 40_000);
