import { describe, expect, it } from "vitest";

import { violationsOf } from "./csp-reports";

describe("CSP violation reports, in both formats", () => {
  it("reads report-uri's csp-report", () => {
    const body = {
      "csp-report": {
        "document-uri": "http://x/es-ar",
        "blocked-uri": "inline",
        "violated-directive": "style-src",
        "line-number": 3,
      },
    };
    expect(violationsOf(Buffer.from(JSON.stringify(body)))).toEqual([
      { documentUrl: "http://x/es-ar", blockedUrl: "inline", directive: "style-src", line: 3 },
    ]);
  });
  it("reads report-to's batches, csp-violation reports only", () => {
    const body = [
      {
        type: "csp-violation",
        body: { documentURL: "http://x/pt-br", effectiveDirective: "script-src-elem", disposition: "enforce" },
      },
      { type: "deprecation", body: { id: "x" } },
    ];
    expect(violationsOf(Buffer.from(JSON.stringify(body)))).toEqual([
      { documentUrl: "http://x/pt-br", directive: "script-src-elem", disposition: "enforce" },
    ]);
  });
  it("caps what it keeps of each field", () => {
    const [violation] = violationsOf(
      Buffer.from(JSON.stringify({ "csp-report": { "script-sample": "x".repeat(1000) } })),
    );
    expect(violation.sample).toHaveLength(80);
  });
  it.each([["not json"], ["null"], ["42"], ['{"other":1}'], ['[{"type":"csp-violation"}]']])(
    "skips %s without throwing",
    (text) => {
      expect(violationsOf(Buffer.from(text))).toEqual([]);
    },
  );
});
