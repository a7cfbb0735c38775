// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { startTestSandbox, type TestSandbox } from "../../../sandbox/test-support";

/**
 * The marketing-forms client against a real sandbox (decision 0044): definitions in the locale's
 * language through the integration's locale id, writes once per idempotency key, and a refused write
 * logged with the spec's line and handed back to the outbox. Each test loads fresh modules (a cold
 * cache, closed breakers).
 */
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fetch(`${sandbox.url}/_sandbox/marketing-forms/failures?email=falla@example.com`, { method: "DELETE" });
});
afterAll(async () => {
  process.env.LOG_LEVEL = "silent";
  await sandbox?.dispose();
});

async function fresh() {
  vi.resetModules();
  process.env.MARKETING_FORMS_API_URL = sandbox.env.MARKETING_FORMS_API_URL;
  // The suite runs silent; the status line is what is under test here.
  process.env.LOG_LEVEL = "warn";
  return import("./client.server");
}

async function effects(email: string): Promise<unknown[]> {
  const response = await fetch(`${sandbox.url}/_sandbox/marketing-forms/submissions`);
  const all = (await response.json()) as { body: { fields?: { Email?: string } } }[];
  return all.filter((entry) => entry.body.fields?.Email === email);
}

const submission = (email: string) => ({
  munchkinId: "482-SRC-117",
  formId: "newsletter",
  localeId: 11274,
  fields: { Email: email, Consent: true },
});

describe("marketing-forms client", () => {
  it("reads a definition in the language of the locale's integration id, and of the locale where it has none", async () => {
    const client = await fresh();
    const argentina = await client.getMarketingForm("es-AR", "newsletter");
    const brazil = await client.getMarketingForm("pt-BR", "newsletter");
    const unitedStatesSpanish = await client.getMarketingForm("es-US", "newsletter");
    expect(argentina.fields.find((field) => field.name === "Email")?.label).toBe("Correo electrónico");
    expect(brazil.fields.find((field) => field.name === "Email")?.label).toBe("E-mail");
    expect(unitedStatesSpanish.fields.find((field) => field.name === "Email")?.label).toBe("Correo electrónico");
  });

  it("delivers a submission once per key, however often the outbox retries it", async () => {
    const client = await fresh();
    const payload = submission("una-vez@example.com");
    await client.deliverMarketingForm(payload, { key: "newsletter.once-1234", attempt: 1 });
    await client.deliverMarketingForm(payload, { key: "newsletter.once-1234", attempt: 1 });
    expect(await effects("una-vez@example.com")).toHaveLength(1);
  });

  it("logs 'Server responded with status code: {status}' on a refused write and hands the error to the outbox", async () => {
    const client = await fresh();
    await fetch(`${sandbox.url}/_sandbox/marketing-forms/failures`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "falla@example.com", status: 503 }),
    });
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    await expect(
      client.deliverMarketingForm(submission("falla@example.com"), { key: "newsletter.fails-1234", attempt: 1 }),
    ).rejects.toMatchObject({ name: "UpstreamError", status: 503 });
    const lines = stderr.mock.calls.map(([line]) => String(line));
    expect(lines.some((line) => line.includes('"message":"Server responded with status code: 503"'))).toBe(true);
    expect(await effects("falla@example.com")).toHaveLength(0);
  });
});
