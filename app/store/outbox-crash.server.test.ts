import { spawn } from "node:child_process";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestSandbox, type TestSandbox } from "../../sandbox/test-support";
import { jsonPost } from "./deliveries.server";
import { createOutbox } from "./outbox.server";
import { embeddedEngine, postgresEngine, TEST_DATABASE_URL, type TestEngine } from "./store-test-support";
import { submissionKeys } from "./submission-key.server";

const keys = submissionKeys("crash-test-secret-0123456789");

/** Runs the child until it prints `until`, then kills it with SIGKILL: no shutdown, no cleanup. */
function runAndKill(settings: object, until: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "app/store/outbox-crash-child.ts", JSON.stringify(settings)],
      {
        env: process.env,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(until)) child.kill("SIGKILL");
    });
    child.on("exit", (_code, signal) =>
      signal === "SIGKILL" ? resolve() : reject(new Error(`child ended without being killed: ${out}`)),
    );
  });
}

const engines: Array<[string, () => TestEngine]> = [["embedded", embeddedEngine]];
const databaseUrl = TEST_DATABASE_URL;
if (databaseUrl) engines.push(["postgres", () => postgresEngine(databaseUrl)]);

describe.each(engines)("outbox after SIGKILL (%s)", (name, makeEngine) => {
  let engine: TestEngine;
  let sandbox: TestSandbox;
  let settings: object;
  beforeAll(async () => {
    engine = makeEngine();
    sandbox = await startTestSandbox();
    const store = await engine.open(); // creates the data (directory or schema) and migrates
    settings = engine.settings();
    await store.close();
  }, 90_000);
  afterAll(async () => {
    await engine?.dispose();
    await sandbox?.dispose();
  });

  it("a submission stored, then killed mid-delivery, is delivered exactly once after the restart", async () => {
    const key = keys.issue("newsletter");
    const payload = { munchkinId: "123-ABC-456", formId: "1001", fields: { email: `${name}@example.com` } };
    await runAndKill({ ...settings, key, payload }, "holding");

    const store = await engine.reopen();
    try {
      const outbox = createOutbox(store, {
        deliveries: {
          newsletter: jsonPost({ upstream: `crash-${name}`, url: `${sandbox.env.MARKETING_FORMS_API_URL}/submit` }),
        },
      });
      expect(await outbox.receipt(key)).toMatchObject({ state: "received", attempts: 1 });
      // The dead worker's hold runs out (1 s), then the restarted one delivers.
      await expect
        .poll(
          async () => {
            await outbox.runDue();
            return (await outbox.receipt(key))?.state;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe("sent");
      await outbox.runDue();
      const effects = (await (await fetch(`${sandbox.url}/_sandbox/marketing-forms/submissions`)).json()) as Array<{
        key: string;
      }>;
      expect(effects.filter((effect) => effect.key === key)).toHaveLength(1);
    } finally {
      await store.close();
    }
  }, 60_000);
});
