// @vitest-environment node
import { describe, expect, it } from "vitest";

import { answer, args, loaderSandbox } from "../../../sandbox/loader-test-support";

/**
 * The seed-quality page and the corn-batch endpoint spend one rate limit per
 * client (app/services/rate-limit.server.ts): tested through both of them.
 */
const { fresh } = loaderSandbox();
const modules = () =>
  fresh(async () => ({
    cornBatch: await import("~/routes/partners/corn-batch"),
    seedQuality: await import("~/routes/$locale/seed-quality/route"),
  }));

describe("seed-quality lookups' shared limit", () => {
  it("rate-limits per client, page and endpoint together (30 a minute in tests' settings)", async () => {
    const { cornBatch, seedQuality } = await modules();
    for (let i = 0; i < 15; i++)
      await cornBatch.loader(args("/api/partners/cultivio/corn-batch?seedGroupCode=NOPE", {}, "198.51.100.1"));
    for (let i = 0; i < 15; i++)
      await seedQuality.loader(args("/es-ar/calidad-de-semilla?lot=NOPE", {}, "198.51.100.1"));
    expect(
      (
        await answer(() =>
          cornBatch.loader(args("/api/partners/cultivio/corn-batch?seedGroupCode=NOPE", {}, "198.51.100.1")),
        )
      ).status,
    ).toBe(429);
    const page = await answer(() => seedQuality.loader(args("/es-ar/calidad-de-semilla?lot=NOPE", {}, "198.51.100.1")));
    expect(page.status).toBe(429);
    expect(page.data.outcome).toBe("rate-limited");
    // Another client is not affected; an empty code is not a lookup and costs nothing.
    expect(
      (
        await answer(() =>
          cornBatch.loader(args("/api/partners/cultivio/corn-batch?seedGroupCode=NOPE", {}, "198.51.100.2")),
        )
      ).status,
    ).toBe(400);
    expect((await answer(() => seedQuality.loader(args("/es-ar/calidad-de-semilla", {}, "198.51.100.1")))).status).toBe(
      200,
    );
  }, 30_000);
});
