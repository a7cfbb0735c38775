import { describe, expect, it } from "vitest";

import { isPerVisit, runWithRequestContext } from "~/services/request-context.server";

import { submissionKey } from "./portal-outbox.server";

describe("a page that issues a submission key is this visit's alone", () => {
  it("issuing a key marks the request, so no cache keeps the page (app/http-cache/cache-policy.ts)", () => {
    const context = { requestId: "r", timings: [] };
    runWithRequestContext(context, () => {
      expect(isPerVisit()).toBe(false);
      submissionKey("newsletter");
      expect(isPerVisit()).toBe(true);
    });
    runWithRequestContext({ requestId: "s", timings: [] }, () => expect(isPerVisit()).toBe(false));
  });
});
