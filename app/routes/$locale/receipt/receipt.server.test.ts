// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";

import { formatDateTime } from "~/format/dates";
import { finishSubmission } from "~/forms/finish-submission.server";
import { UpstreamError } from "~/services/errors";
import { DELIVERIES } from "~/store/deliveries.server";
import { MAX_PAYLOAD_BYTES } from "~/store/outbox-rules.server";
import { portalOutbox, submissionKey } from "~/store/portal-outbox.server";
import { SUBMISSION_KEY_FIELD } from "~/store/submission-key-field";

import { loader, RECEIPT_CACHE_CONTROL } from "./route";

/**
 * The receipt page's loader and the action helper against the portal's own
 * outbox on the embedded store in memory (DATA_DIR=memory:// in vitest). A
 * submission reaches each state the way it does in production: the worker's
 * pass (runDue) delivers it through a delivery that succeeds, fails for a
 * while, or is refused; the payload says which.
 */
const KIND = "receipt-test";
type Outcome = "ok" | "unavailable" | "refused" | "pending";
DELIVERIES[KIND] = async (payload) => {
  const { outcome } = payload as { outcome: Outcome };
  if (outcome === "unavailable") throw new UpstreamError("receipt-test", "status", "503", 503);
  if (outcome === "refused") throw new UpstreamError("receipt-test", "status", "400", 400);
};

const form = (key: string) => {
  const data = new FormData();
  data.set(SUBMISSION_KEY_FIELD, key);
  return data;
};
const post = (path: string) => new Request(`http://localhost${path}`, { method: "POST" });

/** Submits through the helper, as a feature's action does; returns the receipt's address. */
async function submit(outcome: Outcome, locale = "es-ar", path = "/es-ar/contacto"): Promise<string> {
  const response = await finishSubmission(post(path), form(submissionKey(KIND)), KIND, { outcome });
  expect(response).toBeInstanceOf(Response);
  expect((response as Response).status).toBe(303);
  const location = (response as Response).headers.get("location")!;
  expect(location.startsWith(`/${locale}/`)).toBe(true);
  return location;
}

async function load(path: string) {
  const key = path.split("/").pop()!;
  try {
    const result = (await loader({
      request: new Request(`http://localhost${path}`),
      params: { key },
      context: {},
    } as never)) as never as {
      data: Record<string, any>;
      init: { headers: Record<string, string> };
    };
    return { status: 200, view: result.data, headers: new Headers(result.init.headers) };
  } catch (thrown) {
    const answer = thrown as { type?: string; init?: { status?: number }; data?: unknown };
    if (answer?.type !== "DataWithResponseInit") throw thrown;
    return { status: answer.init?.status ?? 500, view: answer.data as Record<string, any>, headers: new Headers() };
  }
}

beforeAll(() => portalOutbox().then(() => undefined), 120_000);

describe("the receipt page", () => {
  it("received: kept safely, on its way; refreshes soon; check again is this address; personal and no-store", async () => {
    const path = await submit("pending");
    expect(path).toMatch(/^\/es-ar\/recibo\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    const { status, view, headers } = await load(path);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe(RECEIPT_CACHE_CONTROL);
    expect(RECEIPT_CACHE_CONTROL).toContain("no-store");
    expect(view).toMatchObject({
      state: "received",
      title: "Lo recibimos",
      body: expect.stringContaining("en camino"),
      checkAgain: { label: "Volver a consultar", href: path },
      contact: null,
      refreshMs: 4_000,
      // A kind with no page of its own leads home; every receipt has a way on (issue 27).
      back: { label: "Ir al inicio", href: "/es-ar" },
    });
    const receipt = await (await portalOutbox()).receipt(path.split("/").pop()!);
    expect(view.receivedAt).toEqual({
      iso: receipt!.receivedAt,
      text: `Recibido el ${formatDateTime("es-AR", receipt!.receivedAt, "America/Argentina/Buenos_Aires")}`,
    });
  });

  it("sent: delivered, nothing left to check, no refresh", async () => {
    const path = await submit("ok");
    await (await portalOutbox()).runDue();
    const { view } = await load(path);
    expect(view).toMatchObject({ state: "sent", title: "Enviado", checkAgain: null, contact: null, refreshMs: null });
  });

  it("retrying: we keep trying, nothing to do; refreshes slowly", async () => {
    const path = await submit("unavailable");
    await (await portalOutbox()).runDue();
    const { view } = await load(path);
    expect(view).toMatchObject({
      state: "retrying",
      title: "Seguimos intentando",
      body: expect.stringContaining("no tenés que hacer nada"),
      refreshMs: 15_000,
    });
    expect(view.checkAgain).toEqual({ label: "Volver a consultar", href: path });
  });

  it("failed: did not go through, send it again or contact the locale's support (decision 0018)", async () => {
    const path = await submit("refused");
    await (await portalOutbox()).runDue();
    const { view } = await load(path);
    expect(view).toMatchObject({ state: "failed", title: "No se pudo enviar", checkAgain: null, refreshMs: null });
    expect(view.body).toContain("Envialo de nuevo desde el formulario");
    expect(view.contact).toEqual({ label: "Contactanos", href: "/es-ar/contacto" });
  });

  it("speaks each locale, with its own address, date format and time zone", async () => {
    const cases = [
      {
        prefix: "pt-br",
        from: "/pt-br/contato",
        segment: "recibo",
        locale: "pt-BR",
        zone: "America/Sao_Paulo",
        words: "Recebido em ",
        title: "Recebemos",
      },
      {
        prefix: "en-us",
        from: "/en-us/contact",
        segment: "receipt",
        locale: "en-US",
        zone: "America/Chicago",
        words: "Received ",
        title: "We have it",
      },
      {
        prefix: "es-us",
        from: "/es-us/contacto",
        segment: "recibo",
        locale: "es-US",
        zone: "America/Chicago",
        words: "Recibido el ",
        title: "Lo recibimos",
      },
    ];
    for (const c of cases) {
      const path = await submit("pending", c.prefix, c.from);
      expect(path.startsWith(`/${c.prefix}/${c.segment}/`)).toBe(true);
      const { view } = await load(path);
      expect(view.title).toBe(c.title);
      expect(view.receivedAt.text).toBe(`${c.words}${formatDateTime(c.locale, view.receivedAt.iso, c.zone)}`);
    }
  });

  it.each([
    ["a malformed key", "/es-ar/recibo/not-a-key"],
    ["a well-formed key that holds no submission", `/es-ar/recibo/${submissionKey(KIND)}`],
    ["a key with something more", `/es-ar/recibo/${submissionKey(KIND)}x`],
    ["an empty key", "/es-ar/recibo/"],
  ])("%s is the locale's 404, saying what is missing", async (_, path) => {
    const { status, view } = await load(path);
    expect(status).toBe(404);
    expect(view).toEqual({ title: "Comprobante no encontrado", body: expect.stringContaining("no existe") });
  });
});

describe("finishSubmission", () => {
  it("a replay of the same key and answers lands on the same receipt; nothing is stored twice", async () => {
    const key = submissionKey(KIND);
    const first = (await finishSubmission(post("/es-ar/contacto"), form(key), KIND, {
      outcome: "pending",
      n: 1,
    })) as Response;
    const again = (await finishSubmission(post("/es-ar/contacto"), form(key), KIND, {
      n: 1,
      outcome: "pending",
    })) as Response;
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    expect(first.headers.get("location")).toBe(`/es-ar/recibo/${key}`);
  });

  const refused = async (formData: FormData, payload: unknown, path = "/es-ar/contacto") => {
    type Refused = { type: string; data: { submissionError: string }; init: { status: number } };
    const answer = (await finishSubmission(post(path), formData, KIND, payload)) as unknown as Refused;
    expect(answer.type).toBe("DataWithResponseInit");
    return { status: answer.init.status, error: answer.data.submissionError };
  };

  it("a missing, malformed, made-up or other form's key is 400 with a localized message, and nothing is stored", async () => {
    const otherKind = submissionKey("newsletter");
    for (const formData of [
      new FormData(),
      form("nope"),
      form(`${"a".repeat(22)}.${"b".repeat(22)}`),
      form(otherKind),
    ]) {
      expect(await refused(formData, { outcome: "pending" })).toEqual({
        status: 400,
        error: expect.stringContaining("Este formulario venció"),
      });
    }
    expect(await (await portalOutbox()).receipt(otherKind)).toBeNull();
    expect(await refused(new FormData(), {}, "/pt-br/contato")).toEqual({
      status: 400,
      error: expect.stringContaining("Este formulário expirou"),
    });
  });

  it("the same key with other answers is 422; a payload over the limit is 413; neither stores anything", async () => {
    const key = submissionKey(KIND);
    await finishSubmission(post("/en-us/contact"), form(key), KIND, { outcome: "pending", email: "a@example.com" });
    expect(await refused(form(key), { outcome: "pending", email: "b@example.com" }, "/en-us/contact")).toEqual({
      status: 422,
      error: "This form was already sent with other answers. Reload the page to send a new one.",
    });
    const big = submissionKey(KIND);
    expect(
      await refused(form(big), { outcome: "pending", text: "x".repeat(MAX_PAYLOAD_BYTES) }, "/en-us/contact"),
    ).toEqual({
      status: 413,
      error: expect.stringContaining("more than a form can send"),
    });
    expect(await (await portalOutbox()).receipt(big)).toBeNull();
  });

  it("is only for actions under a locale", async () => {
    await expect(finishSubmission(post("/api/anything"), form(submissionKey(KIND)), KIND, {})).rejects.toThrow(
      /outside a locale/,
    );
  });
});
