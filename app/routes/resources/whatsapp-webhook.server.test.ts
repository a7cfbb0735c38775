// @vitest-environment node
import { createHmac } from "node:crypto";

import { beforeAll, describe, expect, it, vi } from "vitest";

import type { action as WebhookAction, loader as WebhookLoader } from "./whatsapp-webhook";

/**
 * The WhatsApp status callbacks (issue 30): a body signed with the app secret moves a message's status; a body
 * signed with anything else, or not a callback, changes nothing. The embedded store in memory (vitest's DATA_DIR).
 */
const SECRET = "webhook-test-app-secret-3k9";
const VERIFY_TOKEN = "webhook-test-verify-token-7q2";
let portal: {
  action: typeof WebhookAction;
  loader: typeof WebhookLoader;
  statuses: (ids: string[]) => Promise<Map<string, string>>;
};

beforeAll(async () => {
  Object.assign(process.env, {
    WHATSAPP_API_URL: "http://127.0.0.1:9/whatsapp/v21.0",
    WHATSAPP_PHONE_NUMBER_ID: "100200300400",
    WHATSAPP_TOKEN: "test-token",
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  });
  vi.resetModules();
  const { action, loader } = await import("./whatsapp-webhook");
  const { portalStore } = await import("~/store/portal-store.server");
  const { whatsAppStatuses } = await import("~/store/alerts.server");
  portal = { action, loader, statuses: async (ids) => whatsAppStatuses((await portalStore()).db, ids) };
});

const callback = (id: string, status: string) =>
  JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "waba",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { phone_number_id: "100200300400" },
              statuses: [{ id, status, timestamp: "1795000000", recipient_id: "5511955550100" }],
            },
          },
        ],
      },
    ],
  });

async function post(body: string, secret = SECRET): Promise<number> {
  const signature = createHmac("sha256", secret).update(body).digest("hex");
  const request = new Request("http://localhost/api/whatsapp/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${signature}` },
    body,
  });
  const answer = await portal.action({ request, params: {}, context: {} } as never);
  return answer.status;
}

describe("the WhatsApp webhook", () => {
  it("a signed callback moves the message's status", async () => {
    const id = `wamid.${Math.random().toString(36).slice(2)}`;
    expect(await post(callback(id, "delivered"))).toBe(200);
    expect(await post(callback(id, "read"))).toBe(200);
    expect(Object.fromEntries(await portal.statuses([id]))).toEqual({ [id]: "read" });
  });

  it("a body signed with another secret, or changed after signing, changes nothing", async () => {
    const id = `wamid.${Math.random().toString(36).slice(2)}`;
    expect(await post(callback(id, "read"), "someone-elses-secret")).toBe(401);
    const signature = createHmac("sha256", SECRET).update(callback(id, "sent")).digest("hex");
    const request = new Request("http://localhost/api/whatsapp/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${signature}` },
      body: callback(id, "read"),
    });
    expect((await portal.action({ request, params: {}, context: {} } as never)).status).toBe(401);
    expect((await portal.statuses([id])).size).toBe(0);
  });

  it("a signed body that is not a status callback is refused", async () => {
    expect(await post("{not json")).toBe(400);
    expect(await post(JSON.stringify({ object: "page", entry: [] }))).toBe(400);
  });
});

describe("the subscription check", () => {
  const check = (query: Record<string, string>) =>
    portal.loader({
      request: new Request(`http://localhost/api/whatsapp/webhook?${new URLSearchParams(query)}`),
      params: {},
      context: {},
    } as never);

  it("the verify token gets its challenge back, as plain text", async () => {
    const answer = await check({
      "hub.mode": "subscribe",
      "hub.verify_token": VERIFY_TOKEN,
      "hub.challenge": "1158201444",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe("1158201444");
  });

  it.each([
    ["another token", { "hub.mode": "subscribe", "hub.verify_token": `${VERIFY_TOKEN}x`, "hub.challenge": "42" }, 403],
    ["no token", { "hub.mode": "subscribe", "hub.challenge": "42" }, 403],
    ["another mode", { "hub.mode": "unsubscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "42" }, 403],
    [
      "markup as the challenge",
      { "hub.mode": "subscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "<b>1</b>" },
      400,
    ],
  ])("%s echoes nothing", async (_label, query, status) => {
    const answer = await check(query);
    expect(answer.status).toBe(status);
    expect(await answer.text()).not.toContain("42");
  });
});
