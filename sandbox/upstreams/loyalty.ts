import { randomBytes, timingSafeEqual } from "node:crypto";

import express, { type Request, type Response } from "express";

import type { TokenResponse } from "../../app/services/loyalty/contract";
import { findAccountByDocument } from "../data/accounts";
import { documentsOf, type StoredInvoice } from "../data/invoices";
import { testScopeOf } from "../faults";
import { failureSlot, IMPULSO_CALLS, mountImpulsoRoutes } from "./loyalty-impulso";
import { invoiceBook, mountInvoiceAdmin, mountInvoiceRoutes } from "./loyalty-invoices";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The loyalty API (spec 001 §7) and its token service. Bearer tokens are opaque,
 * random and kept in memory with their expiry; a restart invalidates them, which
 * the portal handles like any expired token (401, fetch a new one, retry once).
 */

/** Sandbox-only client credentials: the portal receives them through `env`. */
const LOYALTY_CLIENT_ID = "surco-portal";
const LOYALTY_CLIENT_SECRET = "sandbox-loyalty-secret-not-for-production";
const LOYALTY_TOKEN_TTL_SECONDS = 3600;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** client_id and secret from `Authorization: Basic`, or undefined when absent or garbled. */
function basicCredentials(req: Request): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.get("authorization") ?? "");
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
}

function bearer(req: Request): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "")?.[1];
}

/** The document from a path id: base64 (or base64url) of the document. Express already URI-decoded it. */
export function documentFromPathId(id: string): string | undefined {
  const text = id.includes("%") ? safeDecode(id) : id;
  if (text === undefined || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  const document = Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");
  return document.length > 0 ? document : undefined;
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export const createLoyaltyUpstream: UpstreamFactory = ({ origin, store }): Upstream => {
  const tokens = new Map<string, number>();
  /** One-call failures by test scope and call (loyalty-impulso.ts `failureSlot`). */
  const failures = new Map<string, number>();
  const router = express.Router();
  const invoices = invoiceBook(store.collection<StoredInvoice>("loyalty:invoices"));

  function issueToken(): TokenResponse {
    const now = Date.now();
    for (const [token, expiresAt] of tokens) if (expiresAt <= now) tokens.delete(token);
    const accessToken = randomBytes(32).toString("base64url");
    tokens.set(accessToken, now + LOYALTY_TOKEN_TTL_SECONDS * 1000);
    return { access_token: accessToken, token_type: "Bearer", expires_in: LOYALTY_TOKEN_TTL_SECONDS };
  }

  function tokenEndpoint(req: Request, res: Response) {
    const credentials = basicCredentials(req);
    if (
      !credentials ||
      !sameText(credentials.id, LOYALTY_CLIENT_ID) ||
      !sameText(credentials.secret, LOYALTY_CLIENT_SECRET)
    ) {
      res.status(401).set("WWW-Authenticate", 'Basic realm="loyalty"').json({ message: "Invalid client credentials" });
      return;
    }
    res.set("Cache-Control", "no-store").json(issueToken());
  }

  // The portal GETs the token service (spec 000 §7); POST is accepted too, as OAuth token endpoints expect.
  router.get("/token", tokenEndpoint);
  router.post("/token", tokenEndpoint);

  /** Everything below needs a live bearer token. */
  router.use((req, res, next) => {
    const token = bearer(req);
    const expiresAt = token === undefined ? undefined : tokens.get(token);
    if (expiresAt === undefined || expiresAt <= Date.now()) {
      if (token !== undefined) tokens.delete(token);
      res.status(401).set("WWW-Authenticate", 'Bearer realm="loyalty"').json({ message: "Missing or expired token" });
      return;
    }
    next();
  });

  router.get("/members/:id", (req, res) => {
    const document = documentFromPathId(req.params.id);
    const member = document === undefined ? undefined : findAccountByDocument(document)?.member;
    if (!member) {
      res.status(404).json({ message: "Member not found" });
      return;
    }
    // The member's documents (an invoice's buyer must be one), and the points of the invoices approved since.
    const credited = invoices.creditedPoints(document!, testScopeOf(req));
    res.json({
      ...member,
      orbiaPoints: member.orbiaPoints + credited,
      impulsePoints: member.impulsePoints + credited,
      documents: documentsOf(document!),
    });
  });

  mountImpulsoRoutes(router, failures, documentFromPathId, (document, req) =>
    invoices.transactionsOf(document, testScopeOf(req)),
  );
  mountInvoiceRoutes(router, invoices, documentFromPathId, (req) => failures.get(failureSlot(req, "invoices")));

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  /** Test helpers at /_sandbox/loyalty. */
  const admin = express.Router();
  admin.use(express.json());
  /**
   * Fail one call only (e.g. {"call": "history", "status": 503}), so a test can
   * break one widget while the rest of the page keeps its data. The calls are
   * named in IMPULSO_CALLS. DELETE clears them. Both apply to the X-Test-Scope the request carries: a failure
   * set in a browser test's scope fails that test's calls alone.
   */
  admin.post("/failures", (req, res) => {
    const call = String(req.body?.call ?? "");
    const status = Number(req.body?.status ?? 500);
    if (!(IMPULSO_CALLS as readonly string[]).includes(call) || !(status >= 400 && status <= 599)) {
      res.status(400).json({ message: `call must be one of ${IMPULSO_CALLS.join(", ")}; status 400–599` });
      return;
    }
    failures.set(failureSlot(req, call), status);
    res.status(204).end();
  });
  admin.delete("/failures", (req, res) => {
    const scope = failureSlot(req, "");
    for (const slot of [...failures.keys()]) if (slot.startsWith(scope)) failures.delete(slot);
    res.status(204).end();
  });
  mountInvoiceAdmin(admin, invoices);
  /** Forget every issued token: the portal's next call gets a 401 and must fetch a new one. */
  admin.delete("/tokens", (_req, res) => {
    tokens.clear();
    res.status(204).end();
  });

  return {
    name: "loyalty",
    mountPath: "/loyalty",
    handler: router,
    admin,
    env: {
      LOYALTY_API_URL: `${origin}/loyalty`,
      LOYALTY_TOKEN_URL: `${origin}/loyalty/token`,
      LOYALTY_CLIENT_ID,
      LOYALTY_CLIENT_SECRET,
    },
  };
};
