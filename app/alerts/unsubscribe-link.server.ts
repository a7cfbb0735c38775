import { createHash, createHmac, timingSafeEqual } from "node:crypto";

import type { AlertKind } from "~/domain/alerts/alert";

/**
 * The one-click unsubscribe link of an alert e-mail (issue 30; RFC 8058): it needs no sign-in, so the link itself
 * says what it may change (one grower's alerts of one kind by e-mail) and for which address, until when, signed with
 * the portal's secret. A link changed by hand, past its time, or from a message sent to an address the grower has
 * since replaced changes nothing: the page says which.
 */
export interface UnsubscribeScope {
  grower: string;
  kind: AlertKind;
  /** The address the message went to: the link works only while alerts still go there. */
  address: string;
}

export type UnsubscribeReading =
  | { ok: true; scope: Omit<UnsubscribeScope, "address"> & { addressDigest: string } }
  | { ok: false; problem: "malformed" | "tampered" | "expired" };

/** Long enough for an e-mail read weeks later; short enough that an old forwarded message stops working. */
const LIFETIME_DAYS = 60;
/** Keeps these signatures apart from every other use of the same secret. */
const PURPOSE = "surco-alert-unsubscribe";

/** An address as the link carries it: enough to tell it from another, nothing to read it back from. */
export function addressDigest(address: string): string {
  return createHash("sha256").update(address.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

export function unsubscribeLinks(secret: string, now: () => number = Date.now) {
  const sign = (payload: string) => createHmac("sha256", secret).update(`${PURPOSE}\u0000${payload}`).digest();

  return {
    /** The token for a link's path: `<payload>.<signature>`, both base64url. */
    issue(scope: UnsubscribeScope): string {
      const fields = {
        g: scope.grower,
        k: scope.kind,
        a: addressDigest(scope.address),
        e: now() + LIFETIME_DAYS * 86_400_000,
      };
      const payload = Buffer.from(JSON.stringify(fields)).toString("base64url");
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
      let fields: { g?: unknown; k?: unknown; a?: unknown; e?: unknown };
      try {
        fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof fields;
      } catch {
        return { ok: false, problem: "malformed" };
      }
      const { g, k, a, e } = fields;
      if (typeof g !== "string" || typeof k !== "string" || typeof a !== "string" || typeof e !== "number")
        return { ok: false, problem: "malformed" };
      if (now() > e) return { ok: false, problem: "expired" };
      return { ok: true, scope: { grower: g, kind: k as AlertKind, addressDigest: a } };
    },
  };
}
