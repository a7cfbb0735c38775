import { describe, expect, it } from "vitest";

import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";

import { submissionKeyOf } from "./submission-key";

const post = (body: BodyInit, contentType?: string) =>
  new Request("https://surco.example/es-ar/recursos", {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : {},
  });

describe("submissionKeyOf: only a form with an idempotency key waits on the device", () => {
  it("reads the key of a plain (url-encoded) form", async () => {
    const body = new URLSearchParams({ block: "newsletter", [SUBMISSION_KEY_FIELD]: "k-123", Email: "a@b.c" });
    expect(await submissionKeyOf(post(body.toString(), "application/x-www-form-urlencoded"))).toBe("k-123");
  });

  it("reads the key of a multipart form", async () => {
    const form = new FormData();
    form.set(SUBMISSION_KEY_FIELD, "k-456");
    const request = new Request("https://surco.example/es-ar/recursos", { method: "POST", body: form });
    expect(await submissionKeyOf(request)).toBe("k-456");
  });

  it("leaves the request readable for sending", async () => {
    const request = post(`${SUBMISSION_KEY_FIELD}=k-1&a=b`, "application/x-www-form-urlencoded");
    await submissionKeyOf(request);
    expect(await request.text()).toBe(`${SUBMISSION_KEY_FIELD}=k-1&a=b`);
  });

  it.each([
    ["no key", "block=newsletter&Email=a%40b.c", "application/x-www-form-urlencoded"],
    ["an empty key", `${SUBMISSION_KEY_FIELD}=%20&Email=a%40b.c`, "application/x-www-form-urlencoded"],
    ["not a form", JSON.stringify({ [SUBMISSION_KEY_FIELD]: "k" }), "application/json"],
    ["no content type", `${SUBMISSION_KEY_FIELD}=k`, undefined],
  ])("none for %s", async (_, body, type) => {
    expect(await submissionKeyOf(post(body, type))).toBeNull();
  });
});
