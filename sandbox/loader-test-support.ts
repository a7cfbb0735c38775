/* eslint-disable @typescript-eslint/no-explicit-any -- a loader's answer is read in whatever shape it came, as in the tests. */
import { afterAll, afterEach, beforeAll, vi } from "vitest";

import { clearFaults, startTestSandbox, type TestSandbox } from "./test-support";

/**
 * What the tests of the catalogue-side loaders (catalogue, product, seed
 * quality, corn batch, legacy links) share: one sandbox per test file with its
 * faults cleared after each test, fresh modules per test (cold cache, closed
 * breakers, a new rate-limit window), a loader's arguments and its answer read
 * the same way whatever form the loader gives it.
 */
export function loaderSandbox(): { fresh: <T>(load: () => Promise<T>) => Promise<T>; sandbox: () => TestSandbox } {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterEach(async () => {
    await clearFaults(sandbox);
  });
  afterAll(async () => {
    await sandbox?.dispose();
  });
  return {
    sandbox: () => sandbox,
    fresh: async (load) => {
      vi.resetModules();
      process.env.PRODUCTS_API_URL = sandbox.env.PRODUCTS_API_URL;
      process.env.SEED_QUALITY_API_URL = sandbox.env.SEED_QUALITY_API_URL;
      return load();
    },
  };
}

export const args = (path: string, params: Record<string, string> = {}, ip = "203.0.113.7") =>
  ({ request: new Request(`http://localhost${path}`), params, context: { clientIp: ip } }) as never;

/** A loader's answer: plain data, data() with a status, or a thrown/returned Response. */
export async function answer(run: () => unknown): Promise<{ status: number; data: any; location?: string | null }> {
  try {
    const result = (await run()) as any;
    if (result instanceof Response)
      return {
        status: result.status,
        data: await result
          .clone()
          .json()
          .catch(() => null),
        location: result.headers.get("location"),
      };
    if (result?.type === "DataWithResponseInit") return { status: result.init?.status ?? 200, data: result.data };
    return { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: null, location: thrown.headers.get("location") };
    // A thrown data() (app/render/http-errors.ts: notFound, forbidden) carries its status like a Response.
    if ((thrown as any)?.type === "DataWithResponseInit")
      return { status: (thrown as any).init?.status ?? 500, data: (thrown as any).data };
    throw thrown;
  }
}
