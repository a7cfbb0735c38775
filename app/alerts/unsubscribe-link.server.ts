import { createHmac, timingSafeEqual } from "node:crypto";

import type { AlertKind } from "~/domain/alerts/alert";

/**
 * The one-click unsubscribe link of an alert message (issue 30; RFC 8058 for e-mail): it needs no sign-in, so the
 * link itself says what it may change (one grower, one channel, one kind of alert or all of them) and until when,
 * signed with the portal's secret. A link changed by hand (another grower, another channel) or past its time changes
 * nothing: the page says which.
 */
export interface UnsubscribeScope {
  grower: string;
  channel: "email" | "whatsapp";
  kind: AlertKind | "all";
}

export type UnsubscribeReading =
  { ok: true; scope: UnsubscribeScope } | { ok: false; problem: "malformed" | "tampered" | "expired" };

/** Long enough for an e-mail read weeks later; short enough that an old forwarded message stops working. */
const LIFETIME_DAYS = 60;
/** Keeps these signatures apart from every other use of the same secret. */
const PURPOSE = "surco-alert-unsubscribe";

export function unsubscribeLinks(secret: string, now: () => number = Date.now) {
  const sign = (payload: string) => createHmac("sha256", secret).update(`${PURPOSE}\u0000${payload}`).digest();

  return {
    /** The token for a link's path: `<payload>.<signature>`, both base64url. */
    issue(scope: UnsubscribeScope): string {
      const payload = Buffer.from(
        JSON.stringify({ g: scope.grower, c: scope.channel, k: scope.kind, e: now() + LIFETIME_DAYS * 86_400_000 }),
      ).toString("base64url");
      return `${payload}.${sign(payload).toString("base64url")}`;
    },

    read(token: unknown): UnsubscribeReading {
      if (typeof token !== "string" || token.length > 1_000) return { ok: false, problem: "malformed" };
      const [payload, signature, ...rest] = token.split(".");
      if (!payload || !signature || rest.length) return { ok: false, problem: "malformed" };
      const expected = sign(payload);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, problem: "tampered" };
      let fields: { g?: unknown; c?: unknown; k?: unknown; e?: unknown };
      try {
        fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof fields;
      } catch {
        return { ok: false, problem: "malformed" };
      }
      const { g, c, k, e } = fields;
      if (
        typeof g !== "string" ||
        (c !== "email" && c !== "whatsapp") ||
        typeof k !== "string" ||
        typeof e !== "number"
      )
        return { ok: false, problem: "malformed" };
      if (now() > e) return { ok: false, problem: "expired" };
      return { ok: true, scope: { grower: g, channel: c, kind: k as UnsubscribeScope["kind"] } };
    },
  };
}
