import { createHmac, timingSafeEqual } from "node:crypto";

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

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

/**
 * The Cloud API's subscription check: when the webhook is registered, Meta asks once with GET, the verify token it
 * was given and a challenge to echo. Only the right token has its challenge echoed, as plain text and only if it is
 * a plain token (nothing of a query string is ever written back as a page). No verify token configured: the 404.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const token = env.WHATSAPP_VERIFY_TOKEN;
  if (!token) throw new Response("Not found", { status: 404 });
  const query = new URL(request.url).searchParams;
  const challenge = query.get("hub.challenge") ?? "";
  if (query.get("hub.mode") !== "subscribe" || !sameSecret(query.get("hub.verify_token") ?? "", token))
    return new Response("Forbidden", { status: 403 });
  if (!/^[\w-]{1,200}$/.test(challenge)) return new Response("Bad challenge", { status: 400 });
  return new Response(challenge, {
    status: 200,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/** Compared in constant time: a verify token guessed character by character from timings is no secret. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHmac("sha256", "verify").update(given).digest();
  const b = createHmac("sha256", "verify").update(expected).digest();
  return timingSafeEqual(a, b);
}
