import { createHmac, timingSafeEqual } from "node:crypto";

import type { ActionFunctionArgs } from "@remix-run/node";

import { env } from "~/env.server";
import { log } from "~/services/log.server";
import { statusCallback } from "~/services/whatsapp/contract";
import { recordWhatsAppStatus } from "~/store/alerts.server";
import { portalStore } from "~/store/portal-store.server";

/**
 * The WhatsApp Cloud API's status callbacks (issue 30): sent, delivered, read or failed for each alert message, so
 * the inbox shows how it went. Only a body signed with the app secret (X-Hub-Signature-256, HMAC-SHA256 of the raw
 * body) is believed; anything else is refused and changes nothing. Not configured: the site's 404.
 */
export async function action({ request }: ActionFunctionArgs) {
  const secret = env.WHATSAPP_APP_SECRET;
  if (!secret) throw new Response("Not found", { status: 404 });
  const raw = await request.text();
  const given = Buffer.from((request.headers.get("x-hub-signature-256") ?? "").replace(/^sha256=/, ""), "hex");
  const expected = createHmac("sha256", secret).update(raw).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return new Response("Bad signature", { status: 401 });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return new Response("Not JSON", { status: 400 });
  }
  const parsed = statusCallback.safeParse(body);
  if (!parsed.success) return new Response("Not a status callback", { status: 400 });
  const { db } = await portalStore();
  for (const entry of parsed.data.entry)
    for (const change of entry.changes)
      for (const status of change.value.statuses ?? []) {
        await recordWhatsAppStatus(db, status.id, status.status, new Date(Number(status.timestamp) * 1000));
        if (status.status === "failed") log("warn", "WhatsApp could not deliver an alert", { errors: status.errors });
      }
  return new Response(null, { status: 200 });
}

/** The Cloud API's subscription check is not a page: the webhook answers POSTs only. */
export function loader() {
  throw new Response("Not found", { status: 404 });
}
