import { describe, expect, it } from "vitest";

import { replayResult } from "./replay";

const answer = (status: number, url = "https://surco.example/es-ar/recibo/k", redirected = true) => ({
  status,
  redirected,
  url,
});

describe("replayResult: what sending a waiting form came to", () => {
  it("no answer (still offline) keeps it waiting", () => {
    expect(replayResult(null)).toEqual({ settled: false });
  });

  it.each([500, 502, 503, 408, 429])("%i keeps it waiting for the next try", (status) => {
    expect(replayResult(answer(status))).toEqual({ settled: false });
  });

  it("the receipt it was sent to settles it, and is where the grower is taken next", () => {
    expect(replayResult(answer(200))).toEqual({ settled: true, location: "https://surco.example/es-ar/recibo/k" });
  });

  it("a refusal shown on the form's own page settles it with nowhere else to go", () => {
    expect(replayResult(answer(400, "https://surco.example/es-ar/recursos", false))).toEqual({
      settled: true,
      location: null,
    });
  });
});
