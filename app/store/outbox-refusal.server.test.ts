import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { UpstreamError } from "../services/errors";
import { createOutbox } from "./outbox.server";
import type { Deliver } from "./outbox-rules.server";
import type { Store } from "./store.server";
import { type TestEngine, testEngines } from "./store-test-support";
import { submissionKeys } from "./submission-key.server";

const keys = submissionKeys("outbox-refusal-test-secret-0123");
const answers = { munchkinId: "123-ABC-456", formId: "1001", fields: { Email: "ana@example", Topics: ["agronomy"] } };

/**
 * A submission the upstream refused for good keeps the upstream's reason (and the field it named) beside what was
 * submitted, so the form can come back with both (issue 26, item 15). Failures that are not a refusal keep none.
 */
describe.each(testEngines())("outbox refusals (%s)", (_engineName, makeEngine) => {
  let engine: TestEngine;
  let store: Store;
  beforeAll(async () => {
    engine = makeEngine();
    store = await engine.open();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await engine?.dispose();
  });

  async function deliverOnce(failure: UpstreamError) {
    const deliver: Deliver = () => Promise.reject(failure);
    const outbox = createOutbox(store, { deliveries: { newsletter: deliver }, maxAttempts: 1 });
    const key = keys.issue("newsletter");
    await outbox.enqueue("newsletter", key, answers);
    await outbox.runDue();
    return { receipt: await outbox.receipt(key), payload: await outbox.payloadOf(key) };
  }

  it("keeps the upstream's words and the field it named, and the answers as submitted", async () => {
    const refused = new UpstreamError("mf", "status", "answered 422", 422, "Esta dirección no es válida.", "Email");
    const { receipt, payload } = await deliverOnce(refused);
    expect(receipt).toMatchObject({
      state: "failed",
      refusal: { message: "Esta dirección no es válida.", field: "Email" },
    });
    expect(payload).toEqual(answers);
  });

  it("keeps a reason that names no field, and none for an outage or a refusal without words", async () => {
    const noField = await deliverOnce(new UpstreamError("mf", "status", "answered 422", 422, "Formulario cerrado."));
    expect(noField.receipt?.refusal).toEqual({ message: "Formulario cerrado.", field: null });
    const outage = await deliverOnce(new UpstreamError("mf", "status", "answered 503", 503, "Down for maintenance"));
    expect(outage.receipt).toMatchObject({ state: "failed", refusal: null });
    const silent = await deliverOnce(new UpstreamError("mf", "status", "answered 422", 422));
    expect(silent.receipt).toMatchObject({ state: "failed", refusal: null });
  });
});
