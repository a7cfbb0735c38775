import { createHmac, randomBytes } from "node:crypto";

import express from "express";

import { WHATSAPP_WEBHOOK_PATH } from "../../app/alerts/webhook-path";
import { type StatusCallback, templateMessage, type WhatsAppStatus } from "../../app/services/whatsapp/contract";
import { escapeHtml } from "./oidc-pages";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The WhatsApp Business Cloud API as alerts use it (issue 30, app/services/whatsapp/contract.ts):
 *
 *   POST /whatsapp/v21.0/{phone-number-id}/messages   a template message (Bearer token) → { messages: [{ id }] }
 *
 * then, as the real API does, status callbacks to the portal's webhook, signed with the app secret: sent, delivered,
 * read, each a moment after the last. A number ending in 0000 is one WhatsApp cannot reach: sent, then failed
 * (131026, as the real API names an undeliverable message). Faults (5xx, hanging) come from the sandbox's fault
 * registry under the name "whatsapp".
 *
 *   GET /whatsapp/log                 the sandbox's page of every message sent, newest first
 *   Admin (/_sandbox/whatsapp): GET /messages?to= as JSON.
 */
interface SentMessage {
  id: string;
  at: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  statuses: WhatsAppStatus[];
}

const PHONE_NUMBER_ID = "100200300400";
const TOKEN = "sandbox-whatsapp-token";
const APP_SECRET = "sandbox-whatsapp-app-secret";
const STEP_MS = 150;

export const createWhatsAppUpstream: UpstreamFactory = ({ origin, portalOrigin, store }): Upstream => {
  const sent = store.collection<SentMessage>("whatsapp:messages");
  const timers = new Set<NodeJS.Timeout>();

  async function callback(message: SentMessage, status: WhatsAppStatus) {
    sent.update(message.id, (kept) => ({ ...kept, statuses: [...kept.statuses, status] }));
    const body: StatusCallback = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "sandbox-business",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { phone_number_id: PHONE_NUMBER_ID },
                statuses: [
                  {
                    id: message.id,
                    status,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    recipient_id: message.to,
                    ...(status === "failed" && { errors: [{ code: 131026, title: "Message undeliverable" }] }),
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    const raw = JSON.stringify(body);
    const signature = createHmac("sha256", APP_SECRET).update(raw).digest("hex");
    await fetch(`${portalOrigin}${WHATSAPP_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${signature}` },
      body: raw,
    }).catch(() => {});
  }

  function schedule(message: SentMessage) {
    const steps: WhatsAppStatus[] = message.to.endsWith("0000") ? ["sent", "failed"] : ["sent", "delivered", "read"];
    steps.forEach((status, index) => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          void callback(message, status);
        },
        STEP_MS * (index + 1),
      );
      timers.add(timer);
    });
  }

  const handler = express.Router();
  handler.post("/v21.0/:phoneNumberId/messages", express.json(), (req, res) => {
    if (req.headers.authorization !== `Bearer ${TOKEN}`)
      return res.status(401).json({ error: { message: "Invalid OAuth access token", code: 190 } });
    if (req.params.phoneNumberId !== PHONE_NUMBER_ID)
      return res.status(400).json({ error: { message: "Unknown phone number id", code: 100 } });
    const parsed = templateMessage.safeParse(req.body);
    if (!parsed.success) return res.status(400).json({ error: { message: "Invalid parameter", code: 100 } });
    const { to, template } = parsed.data;
    const message: SentMessage = {
      id: `wamid.${randomBytes(12).toString("base64url")}`,
      at: new Date().toISOString(),
      to,
      template: template.name,
      language: template.language.code,
      parameters: template.components.flatMap((component) => component.parameters.map((p) => p.text)),
      statuses: [],
    };
    sent.set(message.id, message);
    schedule(message);
    res.json({ messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id: message.id }] });
  });

  const listed = (to: unknown) =>
    sent
      .values()
      .filter((message) => typeof to !== "string" || message.to === to.replace(/^\+/, ""))
      .sort((a, b) => b.at.localeCompare(a.at));

  handler.get("/log", (req, res) => {
    const rows = listed(req.query.to)
      .map(
        (message) =>
          `<tr><td>${escapeHtml(message.at)}</td><td>+${escapeHtml(message.to)}</td><td>${escapeHtml(message.template)} (${escapeHtml(message.language)})</td>` +
          `<td>${escapeHtml(message.parameters.join(" · "))}</td><td>${escapeHtml(message.statuses.join(" → "))}</td></tr>`,
      )
      .join("");
    res.type("html")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>WhatsApp log · Surco sandbox</title></head><body><main><h1>WhatsApp messages</h1>
<table><thead><tr><th>Sent</th><th>To</th><th>Template</th><th>Parameters</th><th>Statuses</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`);
  });

  const admin = express.Router();
  admin.get("/messages", (req, res) => res.json({ messages: listed(req.query.to) }));

  return {
    name: "whatsapp",
    mountPath: "/whatsapp",
    handler,
    admin,
    env: {
      WHATSAPP_API_URL: `${origin}/whatsapp/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_APP_SECRET: APP_SECRET,
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
};
