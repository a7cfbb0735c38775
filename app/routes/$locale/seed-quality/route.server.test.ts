// @vitest-environment node
import { describe, expect, it } from "vitest";

import { answer, args, loaderSandbox } from "../../../../sandbox/loader-test-support";

/**
 * The seed-quality loader against a real sandbox: the lot it reads and the
 * outcome it shows.
 */
const { fresh } = loaderSandbox();
const modules = () =>
  fresh(async () => ({
    seedQuality: await import("./route"),
  }));

describe("seed-quality loader", () => {
  it.each([
    ["?lot=%20sg24-7210-0031%20", "SG24-7210-0031", { ok: true }],
    ["?lot=nope-1", "NOPE-1", { ok: false, error: { kind: "message", message: "Lote no encontrado" } }],
    ["?lot=err500", "ERR500", { ok: false, error: { kind: "unknown", message: "Unkown error" } }],
    ["?lot=%20%20", null, null],
    ["", null, null],
  ])(
    "%s → lot %s",
    async (query, lot, outcome) => {
      const { seedQuality } = await modules();
      const { status, data } = await answer(() => seedQuality.loader(args(`/es-ar/calidad-de-semilla${query}`)));
      expect(status).toBe(200);
      expect(data.lot).toBe(lot);
      if (outcome) expect(data.outcome).toMatchObject(outcome);
      else expect(data.outcome).toBeNull();
    },
    20_000,
  );
});
