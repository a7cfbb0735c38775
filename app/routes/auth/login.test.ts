import type { AppLoadContext } from "@remix-run/node";
import { afterEach, describe, expect, it } from "vitest";

import { argentina } from "~/countries/ar";

import { loader } from "./login";

const context = { nonce: "n", requestId: "r", clientIp: "127.0.0.9" } as AppLoadContext;
const call = (state: string) =>
  loader({
    request: new Request(`http://localhost/api/auth/login?state=${encodeURIComponent(state)}`),
    context,
    params: {},
  });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (response) {
    return response as Response;
  }
  throw new Error("expected a redirect");
}

describe("the Argentine login flag", () => {
  const original = argentina.flags.login;
  afterEach(() => {
    argentina.flags.login = original;
  });

  it("off: a login that would return to an Argentine page goes to /", async () => {
    argentina.flags.login = false;
    const response = await thrown(call("/es-ar/mi-cuenta"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it("off in Argentina does not stop Brazil: the login proceeds, and an unreachable provider is told in Portuguese", async () => {
    argentina.flags.login = false;
    // The provider is unreachable in this unit test: discovery fails within the HTTP helper's deadline.
    const outcome = await thrown(call("/pt-br/area-logada"));
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("location")).toBe("/pt-br?login=failed");
  });
});
