import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { wallClockIn } from "~/format/dates";

import { startTestSandbox, type TestSandbox } from "../../sandbox/test-support";
import { testEngines, twoInstances } from "../store/store-test-support";

/**
 * Issue 30's "exactly once", end to end against the sandbox: a grower with points expiring soon (br.3estrelas) who
 * chose e-mail and WhatsApp, and follows a frost hollow; producers run twice and on two instances at once; the
 * outboxes deliver to the sandbox's SMTP server and WhatsApp API. One e-mail, one WhatsApp message and one inbox
 * entry per alert, whatever ran how often. During quiet hours nothing is sent until they end.
 */
let sandbox: TestSandbox;
let portal: Awaited<ReturnType<typeof importPortal>>;

async function importPortal() {
  return {
    producer: await import("./producer.server"),
    settings: await import("~/store/alert-settings.server"),
    alerts: await import("~/store/alerts.server"),
    outbox: await import("~/store/outbox.server"),
    deliveries: await import("~/store/deliveries.server"),
    place: await import("~/domain/alerts/weather"),
  };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  Object.assign(process.env, sandbox.env, { PUBLIC_URL: "http://localhost:3999" });
  vi.resetModules();
  portal = await importPortal();
}, 60_000);

afterAll(async () => {
  await sandbox?.dispose();
});

/** "HH:MM" on a Brazilian grower's clock. */
function clock(date: Date): string {
  const { minute } = wallClockIn("America/Sao_Paulo", date.getTime());
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

const BR_GROWER = { document: "73104625808", email: "br.3estrelas@surco.example" };

async function sandboxJson<T>(path: string): Promise<T> {
  return (await fetch(`${sandbox.url}${path}`)).json() as Promise<T>;
}

/** The points that expire within 45 days, as the sandbox's loyalty programme answers them. */
async function expiringDates(): Promise<string[]> {
  const token = (
    (await (
      await fetch(`${sandbox.env.LOYALTY_TOKEN_URL}`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${sandbox.env.LOYALTY_CLIENT_ID}:${sandbox.env.LOYALTY_CLIENT_SECRET}`).toString("base64")}`,
        },
      })
    ).json()) as { access_token: string }
  ).access_token;
  const id = Buffer.from(BR_GROWER.document).toString("base64");
  const answer = (await (
    await fetch(`${sandbox.env.LOYALTY_API_URL}/expiration/points/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { expirations: { expirationDate: string; points: number }[] };
  // Spec 001 §4: today's, else those within 45 days, on the member-area day (UTC−3).
  const day = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
  const [today, windowEnd] = [day(Date.now()), day(Date.now() + 45 * 86_400_000)];
  const positive = answer.expirations.filter((entry) => entry.points > 0);
  const todays = positive.filter((entry) => entry.expirationDate === today);
  const due = todays.length
    ? todays
    : positive.filter((e) => e.expirationDate > today && e.expirationDate <= windowEnd);
  return [...new Set(due.map((entry) => entry.expirationDate))];
}

describe.each(testEngines())("the alert producer (%s)", (_name, makeEngine) => {
  const instances = twoInstances(makeEngine);

  async function grower(id: string, address: string, phone: string, quiet: { from: string; to: string }) {
    const { rememberGrower, changeAlertSettings } = portal.settings;
    await rememberGrower(instances.store.db, {
      grower: id,
      country: "BR",
      locale: "pt-BR",
      document: BR_GROWER.document,
      signInEmail: BR_GROWER.email,
      profileComplete: true,
      today: "2026-01-01",
    });
    const on = { inbox: true, email: true, whatsapp: true };
    await changeAlertSettings(instances.store.db, id, {
      email: address,
      phone,
      quiet,
      choices: { "points-expiring": on, frost: on },
      places: [portal.place.placeToFollow("Passo Fundo", -28.2612, -52.4083)],
    });
  }

  const outboxOf = (store: typeof instances.store) =>
    portal.outbox.createOutbox(store, {
      deliveries: portal.deliveries.DELIVERIES,
      maxAttempts: 2,
      backoffMs: () => 10,
    });

  it("twice and on two instances: one e-mail, one WhatsApp message and one inbox entry per alert", async () => {
    const unique = Math.random().toString(36).slice(2, 8);
    const id = `grower-${unique}`;
    const address = `alerts-${unique}@campo.example`;
    const phone = `+55119${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}1`;
    // Quiet hours that never include now: from one minute to the next, a minute ahead.
    const later = new Date(Date.now() + 3 * 3_600_000);
    await grower(id, address, phone, { from: clock(later), to: clock(new Date(later.getTime() + 60_000)) });
    const [one, two] = [outboxOf(instances.store), outboxOf(instances.other)];
    const { produceAlerts } = portal.producer;

    const runs = await Promise.all([produceAlerts(instances.store, one), produceAlerts(instances.other, two)]);
    const again = await produceAlerts(instances.store, one);
    // The lease let one of the simultaneous runs through; the rerun found everything made.
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(again?.made).toBe(0);

    await one.runDue();
    await two.runDue();
    const dates = await expiringDates();
    const inbox = await portal.alerts.inboxOf(instances.store.db, id);
    const points = inbox.filter((alert) => alert.kind === "points-expiring");
    const frost = inbox.filter((alert) => alert.kind === "frost");
    // The kinds chosen by e-mail and WhatsApp; the others (spray windows, rain) reach the inbox only.
    const rung = [...points, ...frost];
    expect(dates.length).toBeGreaterThan(0);
    expect(points.map((alert) => alert.date).sort()).toEqual([...dates].sort());
    // The hollow's coming night, once.
    expect(frost).toHaveLength(1);

    type Kept = {
      subject: string;
      deliveries: number;
      listUnsubscribe: string | null;
      listUnsubscribePost: string | null;
    };
    const { messages: mail } = await sandboxJson<{ messages: Kept[] }>(
      `/_sandbox/mail/messages?to=${encodeURIComponent(address)}`,
    );
    expect(mail).toHaveLength(rung.length);
    expect(mail.every((message) => message.deliveries === 1)).toBe(true);
    expect(mail.every((message) => message.listUnsubscribePost === "List-Unsubscribe=One-Click")).toBe(true);
    expect(
      mail.every((message) =>
        message.listUnsubscribe?.startsWith("<http://localhost:3999/pt-br/alertas/descadastrar/"),
      ),
    ).toBe(true);
    expect(mail.map((message) => message.subject)).toContain(`Risco de geada esta noite em Passo Fundo`);

    const { messages: whatsApp } = await sandboxJson<{ messages: { template: string; language: string }[] }>(
      `/_sandbox/whatsapp/messages?to=${encodeURIComponent(phone)}`,
    );
    expect(whatsApp).toHaveLength(rung.length);
    expect(new Set(whatsApp.map((message) => message.language))).toEqual(new Set(["pt_BR"]));
    expect(whatsApp.map((message) => message.template)).toContain("surco_frost_v1");
  });

  it("during quiet hours the messages wait for them to end; the inbox has the alert at once", async () => {
    const unique = Math.random().toString(36).slice(2, 8);
    const id = `grower-${unique}`;
    const address = `quiet-${unique}@campo.example`;
    // Quiet all day but one minute, an hour from now: now is inside them.
    const opens = new Date(Date.now() + 3_600_000);
    await grower(id, address, "+5511900000001", { from: clock(new Date(opens.getTime() + 60_000)), to: clock(opens) });
    const outbox = outboxOf(instances.store);
    await portal.producer.produceAlerts(instances.store, outbox);
    await outbox.runDue();
    const inbox = (await portal.alerts.inboxOf(instances.store.db, id)).filter((alert) =>
      ["points-expiring", "frost"].includes(alert.kind),
    );
    expect(inbox.length).toBeGreaterThan(0);
    const { messages } = await sandboxJson<{ messages: unknown[] }>(
      `/_sandbox/mail/messages?to=${encodeURIComponent(address)}`,
    );
    expect(messages).toEqual([]);
    const { deliveryKey } = await import("./alert-messages.server");
    const states = await outbox.statesOf(inbox.map((alert) => deliveryKey(alert.key, "email")));
    for (const state of states.values()) {
      expect(state.state).toBe("received");
      expect(Math.abs(state.due.getTime() - opens.getTime())).toBeLessThan(61_000);
    }
    expect(states.size).toBe(inbox.length);
  });

  it("a US request moved through its statuses: one alert per change on the chosen channels", async () => {
    const unique = Math.random().toString(36).slice(2, 8);
    const id = "us-0007";
    const address = `us-${unique}@farm.example`;
    const { rememberGrower, changeAlertSettings } = portal.settings;
    await rememberGrower(instances.store.db, {
      grower: id,
      country: "US",
      locale: "en-US",
      document: null,
      signInEmail: "us.envios@surco.example",
      profileComplete: true,
      today: "2026-01-01",
    });
    await changeAlertSettings(instances.store.db, id, {
      email: address,
      quiet: { from: clock(new Date(Date.now() + 3 * 3_600_000)), to: clock(new Date(Date.now() + 3.02 * 3_600_000)) },
      choices: { "request-status": { inbox: true, email: true, whatsapp: false } },
    });
    const created = await fetch(`${sandbox.url}/us-rewards/redemptions`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `alerts-test-${unique}` },
      body: JSON.stringify({
        growerId: id,
        type: "additional-money",
        rewardsCents: 0,
        additionalCents: 3_000,
        recipient: {
          kind: "traditional",
          payeeName: "W Lindgren",
          street: "1 Main St",
          city: "Ames",
          state: "IA",
          zip: "50010",
        },
        note: "Seed for the north field",
      }),
    });
    expect(created.status).toBe(201);
    const { requestId } = (await created.json()) as { requestId: string };
    const move = (status: string) =>
      fetch(`${sandbox.url}/_sandbox/us-rewards-redemptions/${requestId}/status`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ status }),
      });
    const outbox = outboxOf(instances.store);
    const mine = async () =>
      (await portal.alerts.inboxOf(instances.store.db, id)).filter((alert) => alert.facts.request === requestId);

    await portal.producer.produceAlerts(instances.store, outbox);
    expect(await mine()).toEqual([]);
    await move("Processing");
    await portal.producer.produceAlerts(instances.store, outbox);
    await move("PaymentIssued");
    await portal.producer.produceAlerts(instances.store, outbox);
    await portal.producer.produceAlerts(instances.store, outbox);
    await outbox.runDue();
    expect((await mine()).map((alert) => alert.facts.status).sort()).toEqual(["PaymentIssued", "Processing"]);
    const { messages } = await sandboxJson<{ messages: { subject: string }[] }>(
      `/_sandbox/mail/messages?to=${encodeURIComponent(address)}`,
    );
    // (The sandbox is the file's, shared by the engines: the requests earlier engines made are alerted here too.)
    const ours = messages.map((message) => message.subject).filter((subject) => subject.includes(requestId));
    expect(ours.sort()).toEqual([`Request ${requestId}: Payment issued`, `Request ${requestId}: Processing`]);
  });

  it("a mail server refusing: tried again later and sent once; refusing for good: failed, the inbox says so", async () => {
    const unique = Math.random().toString(36).slice(2, 8);
    const [later, never] = [`later-${unique}@campo.example`, `never-${unique}@campo.example`];
    const refuse = (to: string, code: number, times: number) =>
      fetch(`${sandbox.url}/_sandbox/mail/refusals`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to, code, times }),
      });
    await refuse(later, 451, 1);
    await refuse(never, 550, 10);
    const away = {
      from: clock(new Date(Date.now() + 3 * 3_600_000)),
      to: clock(new Date(Date.now() + 3.02 * 3_600_000)),
    };
    await grower(`grower-${unique}-a`, later, "+5511900000002", away);
    await grower(`grower-${unique}-b`, never, "+5511900000003", away);
    const outbox = outboxOf(instances.store);
    await portal.producer.produceAlerts(instances.store, outbox);
    await outbox.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await outbox.runDue();
    const { messages } = await sandboxJson<{ messages: { deliveries: number }[] }>(
      `/_sandbox/mail/messages?to=${encodeURIComponent(later)}`,
    );
    const rung = (await portal.alerts.inboxOf(instances.store.db, `grower-${unique}-a`)).filter((alert) =>
      ["points-expiring", "frost"].includes(alert.kind),
    );
    expect(messages).toHaveLength(rung.length);
    expect(messages.every((message) => message.deliveries === 1)).toBe(true);

    const { deliveryKey } = await import("./alert-messages.server");
    const refused = await portal.alerts.inboxOf(instances.store.db, `grower-${unique}-b`);
    const states = await outbox.statesOf(refused.map((alert) => deliveryKey(alert.key, "email")));
    expect([...states.values()].map((state) => state.state)).toEqual(expect.arrayContaining(["failed"]));
    expect([...states.values()].every((state) => state.state === "failed")).toBe(true);
  });
});
