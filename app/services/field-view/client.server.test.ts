import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startTestSandbox, type TestSandbox } from "../../../sandbox/test-support";
import type * as FieldViewClient from "./client.server";

/**
 * The field history's season reads (issue 31) are kept a little while: the dashboard reloads every 4 s during a sync
 * and asked the partner for every season on each; the live dashboard and the export still read fresh.
 */
let sandbox: TestSandbox;
let client: typeof FieldViewClient;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  Object.assign(process.env, sandbox.env);
  vi.resetModules();
  client = await import("./client.server");
});
afterAll(async () => {
  await sandbox?.dispose();
});

describe("a season's dashboard", () => {
  it("read for the history is asked once for repeated reloads; read fresh, it is asked each time", async () => {
    const { accessToken } = await client.exchangeToken("ar.conectado@surco.example");
    const fetches = vi.spyOn(globalThis, "fetch");
    const asked = () => fetches.mock.calls.filter(([url]) => String(url).includes("/dashboard")).length;
    const first = await client.keptSeasonDashboard(accessToken, "2024", "es-AR");
    expect(await client.keptSeasonDashboard(accessToken, "2024", "es-AR")).toEqual(first);
    expect(asked()).toBe(1);
    await client.keptSeasonDashboard(accessToken, "2023", "es-AR");
    expect(asked()).toBe(2);
    await client.fetchDashboard(accessToken, ["2024"]);
    await client.fetchDashboard(accessToken, ["2024"]);
    expect(asked()).toBe(4);
    fetches.mockRestore();
  });
});
