import { describe, expect, it } from "vitest";

import { errorLogEntry } from "~/render/server-error-log";

import { submissionKeys, withoutSubmissionKeys } from "./submission-key.server";

describe("a key in an address is never written to a log (issue 26)", () => {
  const key = submissionKeys("secret").issue("voucher");

  it.each([
    [`/es-ar/cupon/confirmacion/${key}`, "/es-ar/cupon/confirmacion/:key"],
    [`/pt-br/recibo/${key}`, "/pt-br/recibo/:key"],
    [`/pt-br/recibo/${key}/`, "/pt-br/recibo/:key/"],
    ["/es-ar/catalogo", "/es-ar/catalogo"],
    ["/pt-br/recibo/not-a-key", "/pt-br/recibo/not-a-key"],
  ])("%s → %s", (path, logged) => expect(withoutSubmissionKeys(path)).toBe(logged));

  it("nor in an error's line", () => {
    expect(errorLogEntry(new Error("boom"), `/pt-br/recibo/${key}`).fields.path).toBe("/pt-br/recibo/:key");
  });
});
