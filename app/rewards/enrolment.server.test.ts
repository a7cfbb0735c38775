// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";

import type { SessionUser } from "~/auth/user";
import { portalOutbox, submissionKey } from "~/store/portal-outbox.server";
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";

import { enrol } from "./enrolment.server";
import { ENROLMENT_KIND } from "./view";

/** The enrolment action against the portal's own outbox on the embedded store in memory (DATA_DIR=memory://). */
const user = { id: "us-0003", email: "us.noinscrito@surco.example" } as SessionUser;

function post(fields: Record<string, string>, path = "/en-us/rewards") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

// The embedded store's first opening is the slow part: once, before the cases.
beforeAll(async () => {
  await portalOutbox();
}, 90_000);

describe("enrolling", () => {
  it("without the terms accepted: 400, the error beside the checkbox, nothing stored", async () => {
    const key = submissionKey(ENROLMENT_KIND);
    const answer = (await enrol(post({ [SUBMISSION_KEY_FIELD]: key }), "en-US", user)) as unknown as {
      data: { enrolmentErrors: unknown };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.enrolmentErrors).toEqual({ terms: "Accept the program terms to enroll." });
    expect(await (await portalOutbox()).receipt(key)).toBeNull();
  });

  it("stores one enrolment for the session's grower however often the form is sent, and comes back to the rewards page", async () => {
    const key = submissionKey(ENROLMENT_KIND);
    const fields = { [SUBMISSION_KEY_FIELD]: key, acceptTerms: "on" };
    const first = (await enrol(post(fields), "en-US", user)) as Response;
    const again = (await enrol(post(fields), "en-US", user)) as Response;
    for (const answer of [first, again]) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(`/en-us/rewards?enrolment=${key}`);
    }
    const receipt = await (await portalOutbox()).receipt(key);
    expect(receipt).toMatchObject({ kind: ENROLMENT_KIND });
    const outbox = await portalOutbox();
    expect(await outbox.receipt(key)).toMatchObject({ key });
  });

  it("a key issued for another kind of form is refused (400) with the outbox's words, nothing stored", async () => {
    const key = submissionKey("newsletter");
    const answer = (await enrol(
      post({ [SUBMISSION_KEY_FIELD]: key, acceptTerms: "on" }, "/es-us/recompensas"),
      "es-US",
      user,
    )) as unknown as {
      data: { enrolmentErrors: { form?: string } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.enrolmentErrors.form).toMatch(/formulario/i);
    expect(await (await portalOutbox()).receipt(key)).toBeNull();
  });
});
