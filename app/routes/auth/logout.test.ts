import type { AppLoadContext } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";

import { portalStore } from "~/store/portal-store.server";

import { action } from "./logout";

const context = { nonce: "n", requestId: "r", clientIp: "127.0.0.9" } as AppLoadContext;

async function logout(body: BodyInit | null, contentType?: string): Promise<Response> {
  const headers = contentType ? { "content-type": contentType } : undefined;
  const request = new Request("http://localhost/api/auth/logout", { method: "POST", body, headers });
  try {
    await action({ request, context, params: {} });
  } catch (response) {
    if (response instanceof Response) return response;
    throw response;
  }
  throw new Error("expected a redirect");
}

describe("POST /api/auth/logout whatever the body", () => {
  // The store's first boot (the embedded engine's initdb) is not the first test's to wait for.
  beforeAll(() => portalStore().then(() => undefined), 120_000);

  it.each([
    ["a JSON body", JSON.stringify({ locale: "es-ar" }), "application/json"],
    ["an empty body", null, undefined],
    ["an empty urlencoded body", "", "application/x-www-form-urlencoded"],
    ["a malformed multipart body", "--x\r\nnot a part", "multipart/form-data; boundary=x"],
    ["multipart without a boundary", "garbage", "multipart/form-data"],
  ])("%s: a 303 to the signed-out landing, every portal cookie expired", async (_label, body, type) => {
    const response = await logout(body, type);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/api/auth/signed-out");
    // The signed-in pages the browser kept (private, no-cache), the service worker's caches and the device outbox.
    expect(response.headers.get("clear-site-data")).toBe('"cache", "storage"');
    const cookies = response.headers.getSetCookie().map((c) => c.split("=")[0]);
    expect(cookies).toEqual(
      expect.arrayContaining(["surco_session", "surco_login", "surco_fv", "__surco_session", "__surco_return"]),
    );
    // The device remembers it signed out: its next sign-in asks for the password (issue 26).
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^surco_signed_out=1; Max-Age=\d+; Path=\/;/),
    );
  });

  it("the form's locale travels to the landing", async () => {
    const response = await logout(new URLSearchParams({ locale: "pt-br" }), undefined);
    expect(response.headers.get("location")).toBe("/api/auth/signed-out?state=pt-br");
  });
});
