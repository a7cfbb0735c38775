// @vitest-environment node
import { describe, expect, it } from "vitest";

import { answer, args, loaderSandbox } from "../../../sandbox/loader-test-support";
import { setFault } from "../../../sandbox/test-support";

/**
 * The corn-batch endpoint against a real sandbox: its answers and their
 * statuses, and an unreachable partner.
 */
const { fresh, sandbox } = loaderSandbox();
const modules = () =>
  fresh(async () => ({
    cornBatch: await import("./corn-batch"),
  }));

describe("the corn-batch endpoint", () => {
  it.each([
    ["SG24-6950-0107", 200, { hybrid: "Pampero VT4PRO", germinationPower: 98 }],
    ["  sg24-6950-0107 ", 200, { grade: "C1" }],
    ["NOPE-9", 400, { message: "Lote no encontrado" }],
    ["", 400, { message: "seedGroupCode is required" }],
    ["ERR500", 502, { message: "Unkown error" }],
  ])(
    "GET corn-batch ?seedGroupCode=%j → %i",
    async (code, status, body) => {
      const { cornBatch } = await modules();
      const result = await answer(() =>
        cornBatch.loader(args(`/api/partners/cultivio/corn-batch?seedGroupCode=${encodeURIComponent(code)}`)),
      );
      expect(result.status).toBe(status);
      expect(result.data).toMatchObject(body);
    },
    20_000,
  );

  it("an unreachable partner is 504 'Error'", async () => {
    const { cornBatch } = await modules();
    await setFault(sandbox(), { upstream: "seed-quality", mode: "hang" });
    const result = await answer(() =>
      cornBatch.loader(args("/api/partners/cultivio/corn-batch?seedGroupCode=SG24-7210-0031")),
    );
    expect(result).toMatchObject({ status: 504, data: { message: "Error" } });
  }, 20_000);
});
