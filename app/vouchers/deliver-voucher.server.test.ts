import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "../../sandbox/test-support";
import type { VoucherSubmission } from "./voucher-submission";

/**
 * The "voucher" delivery against the sandbox's voucher upstream: encode →
 * create → notify in order, each under its own key derived from the
 * submission's, so a chain that fails in the middle and is retried makes one
 * voucher and one notification.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.dispose();
});

const admin = (path: string, init?: RequestInit) => fetch(`${sandbox.url}/_sandbox/vouchers${path}`, init);
const vouchersOf = async (reference: string) =>
  ((await (await admin("/vouchers")).json()) as { reference: string; voucherID: string }[]).filter(
    (v) => v.reference === reference,
  );
const notificationsOf = async (voucherID: string) =>
  ((await (await admin("/notifications")).json()) as { voucherID: string; body: Record<string, unknown> }[]).filter(
    (n) => n.voucherID === voucherID,
  );

const payload = (distributor: string): VoucherSubmission => ({
  locale: "es-AR",
  campaign: { id: "soja-2026", crop: "soy" },
  farmerEmailAddress: "ar.conectado@surco.example",
  distributor: { name: distributor, email: "ventas@agro.example", address: "Ruta 8 km 220", phone: "+54 2477 555-000" },
  products: [
    { id: "sg-1030-sts-soy", name: "SG 1030 STS", amount: 2 },
    { id: "sg-1072-intacta-soy", name: "SG 1072 Intacta", amount: 3 },
  ],
  consent: true,
  client: { FirstName: "Ana", Crops: ["soy", "corn"], Newsletter: false },
  formId: "voucher-client-data",
});

async function fresh() {
  vi.resetModules();
  process.env.VOUCHERS_API_URL = sandbox.env.VOUCHERS_API_URL;
  const [{ deliverVoucher }, client] = await Promise.all([
    import("./deliver-voucher.server"),
    import("~/services/vouchers/client.server"),
  ]);
  return { deliverVoucher, voucherOfReference: client.voucherOfReference };
}

let n = 0;
const keyOf = () => `k${String(++n).padStart(21, "0")}.${"s".repeat(22)}`;

beforeEach(async () => {
  await clearFaults(sandbox);
  await admin("/failures", { method: "DELETE" });
});

describe("the voucher delivery chain", () => {
  it("encodes, creates and notifies the distributor with the products as name:amount;…", async () => {
    const { deliverVoucher, voucherOfReference } = await fresh();
    const key = keyOf();
    await deliverVoucher(payload("Agro Norte"), { key, attempt: 1 });
    const [voucher] = await vouchersOf(key);
    expect(voucher.voucherID).toMatch(/^VC-\d{6}$/);
    const [notification] = await notificationsOf(voucher.voucherID);
    expect(notification.body).toMatchObject({
      voucherID: voucher.voucherID,
      distributorName: "Agro Norte",
      distributorEmailAddress: "ventas@agro.example",
      distributorPhysicalAddress: "Ruta 8 km 220",
      distributorPhoneNumber: "+54 2477 555-000",
      farmerEmailAddress: "ar.conectado@surco.example",
      products: "SG 1030 STS:2;SG 1072 Intacta:3",
    });
    expect(await voucherOfReference(key)).toEqual({ voucherID: voucher.voucherID, notified: true });
  });

  it("a failure in the middle (notify) then a retry: one voucher, one notification", async () => {
    const { deliverVoucher } = await fresh();
    const key = keyOf();
    await admin("/failures", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ step: "notify", times: 1 }),
    });
    await expect(deliverVoucher(payload("Agro Sur"), { key, attempt: 1 })).rejects.toMatchObject({ status: 503 });
    const created = await vouchersOf(key);
    expect(created).toHaveLength(1);
    expect(await notificationsOf(created[0].voucherID)).toHaveLength(0);

    await deliverVoucher(payload("Agro Sur"), { key, attempt: 2 });
    await deliverVoucher(payload("Agro Sur"), { key, attempt: 3 });
    const after = await vouchersOf(key);
    expect(after.map((v) => v.voucherID)).toEqual(created.map((v) => v.voucherID));
    expect(await notificationsOf(created[0].voucherID)).toHaveLength(1);
  });

  it("the whole upstream failing, then recovering: the retry makes the one voucher", async () => {
    const { deliverVoucher } = await fresh();
    const key = keyOf();
    await setFault(sandbox, { upstream: "vouchers", mode: "status", status: 500 });
    await expect(deliverVoucher(payload("Agro Este"), { key, attempt: 1 })).rejects.toMatchObject({ kind: "status" });
    expect(await vouchersOf(key)).toHaveLength(0);
    await clearFaults(sandbox, "vouchers");
    await deliverVoucher(payload("Agro Este"), { key, attempt: 2 });
    expect(await vouchersOf(key)).toHaveLength(1);
  });

  it("before any voucher, the reference finds none", async () => {
    const { voucherOfReference } = await fresh();
    expect(await voucherOfReference(keyOf())).toBeNull();
  });
});
