import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { calculatePoints } from "~/domain/loyalty/points-calculator";
import { calculatorDefaults } from "~/domain/loyalty/points-calculator-form";

import { findAccountByDocument } from "../../../../sandbox/data/accounts";
import { invoiceProgrammeFor } from "../../../../sandbox/data/invoices";
import { answer } from "../../../../sandbox/loader-test-support";
import { startTestSandbox, type TestSandbox } from "../../../../sandbox/test-support";
import { freshNfe, withOneDigitWrong } from "../../../../test-fixtures/invoices/nfe";
import type * as RegisterRoute from "./route";

/**
 * The register page's actions (issue 32) as br.3estrelas, against a sandbox: a key with one digit changed refused
 * for its check digit (what was typed kept, grouped), a DOCTYPE refused, a file over 1 MB refused unread, the XML
 * fixture's preview equal to the calculator's points for the same purchase, and one registration for any number of
 * confirmations, a second one of the key refused naming when.
 */
const DOCUMENT = "73104625808";
const PATH = "/pt-br/cadastrar-nota";
const BR = invoiceProgrammeFor("BR");
const CORN = BR.products.find((p) => p.kind === "corn")!;
const REAIS = BR.products.find((p) => p.kind === "reais")!;

let sandbox: TestSandbox;
let route: typeof RegisterRoute;
let cookie = "";
beforeAll(async () => {
  sandbox = await startTestSandbox();
  Object.assign(process.env, sandbox.env);
  vi.resetModules();
  route = await import("./route");
  const { startLoggedInSession, sessionStorage } = await import("~/auth/session.server");
  const account = findAccountByDocument(DOCUMENT)!;
  const session = await startLoggedInSession({
    user: {
      id: account.id,
      email: account.email,
      name: account.name,
      document: DOCUMENT,
      country: "BR",
      roles: ["Grower"],
      profileStatus: "COMPLETE",
      cultivarType: null,
      isEleva: false,
      isCarbonProgram: false,
    },
  });
  cookie = (await sessionStorage.commitSession(session)).split(";")[0];
}, 120_000);
afterAll(async () => {
  await sandbox?.dispose();
});

const post = (form: FormData, context: Record<string, unknown> = {}, path = PATH) =>
  answer(() =>
    route.action({
      request: new Request(`http://localhost${path}`, { method: "POST", body: form, headers: { cookie } }),
      params: {},
      context: { clientIp: "203.0.113.9", ...context },
    } as never),
  );
const load = (path: string, withCookie = cookie) =>
  answer(() =>
    route.loader({
      request: new Request(`http://localhost${path}`, { headers: { cookie: withCookie } }),
      params: {},
      context: {},
    } as never),
  );
const formOf = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const xmlFile = (xml: string) => new File([xml], "nota.xml", { type: "text/xml" });
const freshXml = (prologue = "") =>
  freshNfe({
    issuerCnpj: BR.distributors[0].cnpj,
    issuerName: BR.distributors[0].name,
    buyerCpf: DOCUMENT,
    items: [
      { gtin: CORN.gtin, description: CORN.name, quantity: 40, value: "96000.00" },
      { gtin: REAIS.gtin, description: REAIS.name, quantity: 12, value: "18345.67" },
      { gtin: "SEM GTIN", description: "Frete", quantity: 1, value: "850.00" },
    ],
    prologue,
  });
/** The session's new cookie after a 303 that saved the draft (the store keeps it under the same id). */
const previewOf = async (form: FormData) => {
  const read = await post(form);
  expect(read.status, JSON.stringify(read.data)).toBe(302 + 1);
  expect(read.location).toBe(`${PATH}?step=preview`);
  return load(`${PATH}?step=preview`);
};

describe("reading the key", () => {
  it("one digit changed is refused for its check digit, beside the field, what was typed kept in groups of four", async () => {
    const { key } = freshXml();
    const changed = withOneDigitWrong(key);
    expect([...changed].filter((digit, at) => digit !== key[at])).toHaveLength(1);
    const typed = changed.replace(/(\d{4})/g, "$1.");
    const refused = await post(formOf({ intent: "preview", accessKey: typed }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ field: "accessKey", error: expect.stringMatching(/dígito verificador/) });
    expect(refused.data.typed.replace(/ /g, "")).toBe(changed);
    expect(refused.data.typed).toMatch(/^\d{4} \d{4} /);
  });

  it.each([
    ["an XML with a DOCTYPE", '<!DOCTYPE nfeProc [<!ENTITY x SYSTEM "file:///etc/passwd">]>', /DOCTYPE/],
    ["an XML with an internal entity", '<!DOCTYPE nfeProc [<!ENTITY x "x">]>', /DOCTYPE/],
  ])("%s is refused before anything is read from it", async (_label, prologue, message) => {
    const refused = await post(formOf({ intent: "preview", accessKey: "", xml: xmlFile(freshXml(prologue).xml) }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ field: "xml", error: expect.stringMatching(message) });
  });

  it("a body the server dropped as too large is the file's error, nothing parsed", async () => {
    const refused = await post(formOf({}), { bodyTooLarge: true });
    expect(refused.status).toBe(413);
    expect(refused.data).toMatchObject({ field: "xml", error: expect.stringMatching(/1 MB/) });
  });
});

describe("the preview and one registration", () => {
  it("an XML's preview is the calculator's own points for the same purchase, product by product", async () => {
    const { xml, key } = freshXml();
    const preview = await previewOf(formOf({ intent: "preview", accessKey: "", xml: xmlFile(xml) }));
    expect(preview.data.kind).toBe("preview");
    expect(preview.data.preview.key.replace(/ /g, "")).toBe(key);
    const member = findAccountByDocument(DOCUMENT)!.member!;
    const same = calculatePoints({ ...calculatorDefaults(member), corn: 9_600_000n, reais: 1_834_567n });
    const digits = (text: string) => Number(text.replace(/\D/g, ""));
    expect(digits(preview.data.preview.total)).toBe(Number(same.points));
    const [corn, reais, freight] = preview.data.preview.lines;
    expect(digits(corn.points) + digits(reais.points)).toBe(Number(same.points));
    expect(freight.points).toBe("Não participa");
  });

  it("a key alone says its points come once it is read; confirmed twice it is one registration; again later a duplicate naming when", async () => {
    const { key } = freshXml();
    const preview = await previewOf(formOf({ intent: "preview", accessKey: key.replace(/(\d{4})/g, "$1 ") }));
    expect(preview.data.preview.pointsLater).toMatch(/quando a nota for lida/);
    const confirm = formOf({ intent: "submit", idempotencyKey: preview.data.confirm.key });
    const first = await post(confirm);
    const second = await post(confirm);
    expect(first.status).toBe(303);
    expect(first.location).toMatch(/^\/pt-br\/recibo\//);
    expect(second.location).toBe(first.location);
    // Delivered by the outbox's worker (the portal's own): the programme lists it once.
    const { portalOutbox } = await import("~/store/portal-outbox.server");
    await (await portalOutbox()).runDue();
    const listed = await fetch(`${sandbox.url}/_sandbox/loyalty/invoices`).then((r) => r.json());
    expect(listed.filter((each: any) => each.accessKey === key)).toHaveLength(1);
    const again = await post(formOf({ intent: "preview", accessKey: key }));
    expect(again.status).toBe(400);
    expect(again.data.error).toMatch(/já foi cadastrada em \d{2}\/\d{2}\/\d{4}/);
    expect(again.data.typed.replace(/ /g, "")).toBe(key);
  });
});

describe("whose invoice it is", () => {
  it("an XML whose buyer is someone else is refused, nothing stored", async () => {
    const { xml } = freshNfe({
      issuerCnpj: BR.distributors[0].cnpj,
      issuerName: BR.distributors[0].name,
      buyerCpf: "15937280423",
      items: [{ gtin: REAIS.gtin, description: REAIS.name, quantity: 1, value: "1000.00" }],
    });
    const refused = await post(formOf({ intent: "preview", accessKey: "", xml: xmlFile(xml) }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      field: "xml",
      error: expect.stringMatching(/O comprador desta nota não é você/),
    });
  });
});
