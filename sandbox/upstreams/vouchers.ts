import { createHash } from "node:crypto";

import express, { type Request, type Response } from "express";

import { createRequest, notifyRequest } from "../../app/services/vouchers/contract";
import { voucherId } from "../data/vouchers";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The voucher upstream (spec 001 §7, app/services/vouchers/contract.ts):
 *
 *   POST /vouchers/encode               form data            → 201 { voucherID }  (a new id)
 *   POST /vouchers                      creation             → 201 { voucherID }  (registers the encoded id)
 *   POST /vouchers/{voucherID}/notify   the distributor's email → 202 { notified: true }
 *   GET  /vouchers/by-reference/{ref}   → { voucherID, notified }, 404 before creation
 *
 * Every POST honours Idempotency-Key as the marketing-forms endpoint does: the
 * same key and body answer the first result again (Idempotent-Replayed: true),
 * another body under the key is 422, no key 400. So a chain retried after a
 * failure in the middle makes one voucher and one email.
 *
 * Admin (/_sandbox/vouchers): GET /vouchers and /notifications list the effects;
 * POST /failures { step?, distributorName?, times? } makes matching calls answer
 * 503 (`times` calls, or until cleared): one step only (a failure in the middle
 * of the chain, which the whole-upstream faults of sandbox/faults.ts cannot
 * make), or only one distributor's vouchers (so tests running side by side
 * each fail their own); DELETE /failures?distributorName= clears them.
 */
interface Replayable {
  fingerprint: string;
  status: number;
  body: unknown;
}
interface Voucher {
  voucherID: string;
  reference: string;
  distributorName: string;
  products: unknown;
  notified: boolean;
  createdAt: string;
}
type Step = "encode" | "create" | "notify";
interface FailureRule {
  step: Step | null;
  distributorName: string | null;
  remaining: number;
}

const KEY = /^[\x21-\x7e]{8,255}$/;

export const createVouchersUpstream: UpstreamFactory = ({ origin, store }): Upstream => {
  const replies = store.collection<Replayable>("vouchers:idempotency");
  const vouchers = store.collection<Voucher>("vouchers:vouchers");
  const notifications = store.collection<{ voucherID: string; body: unknown; sentAt: string }>(
    "vouchers:notifications",
  );
  const counters = store.collection<number>("vouchers:counters");
  const failures: FailureRule[] = [];

  /** The first rule that matches this call, used up by one when it counts. */
  function failing(step: Step, body: unknown): boolean {
    const named = body as { distributorName?: unknown; distributor?: { name?: unknown } } | null;
    const distributor = named?.distributorName ?? named?.distributor?.name ?? null;
    const rule = failures.find(
      (r) => (r.step === null || r.step === step) && (r.distributorName === null || r.distributorName === distributor),
    );
    if (!rule) return false;
    rule.remaining -= 1;
    if (rule.remaining <= 0) failures.splice(failures.indexOf(rule), 1);
    return true;
  }

  /** Runs `effect` once per key: a replay answers the stored reply, another body under the key is refused. */
  function once(step: Step, req: Request, res: Response, effect: () => { status: number; body: unknown }) {
    const key = req.get("idempotency-key") ?? "";
    if (!KEY.test(key)) {
      res.status(400).json({ message: "Idempotency-Key header required" });
      return;
    }
    if (failing(step, req.body)) {
      res.status(503).json({ message: `Sandbox: ${step} is failing on demand` });
      return;
    }
    const fingerprint = createHash("sha256").update(req.path).update(JSON.stringify(req.body)).digest("hex");
    const first = replies.get(`${step}:${key}`);
    if (first) {
      if (first.fingerprint !== fingerprint) {
        res.status(422).json({ message: "Idempotency-Key reused with a different body" });
        return;
      }
      res.status(first.status).set("idempotent-replayed", "true").json(first.body);
      return;
    }
    const reply = effect();
    if (reply.status < 300) replies.set(`${step}:${key}`, { fingerprint, ...reply });
    res.status(reply.status).json(reply.body);
  }

  const router = express.Router();
  router.use(express.json({ limit: "64kb" }));

  router.post("/encode", (req, res) => {
    once("encode", req, res, () => {
      if (typeof req.body !== "object" || !req.body) return { status: 400, body: { message: "form data required" } };
      const next = (counters.get("voucher") ?? 0) + 1;
      counters.set("voucher", next);
      return { status: 201, body: { voucherID: voucherId(next) } };
    });
  });

  router.post("/", (req, res) => {
    once("create", req, res, () => {
      const parsed = createRequest.safeParse(req.body);
      if (!parsed.success) return { status: 400, body: { message: parsed.error.issues[0]?.message ?? "bad request" } };
      const existing = vouchers.get(parsed.data.voucherID);
      if (existing) return { status: 409, body: { message: "voucher already created" } };
      vouchers.set(parsed.data.voucherID, {
        voucherID: parsed.data.voucherID,
        reference: parsed.data.reference,
        distributorName: parsed.data.distributorName,
        products: parsed.data.products,
        notified: false,
        createdAt: new Date().toISOString(),
      });
      return { status: 201, body: { voucherID: parsed.data.voucherID } };
    });
  });

  router.post("/:voucherID/notify", (req, res) => {
    once("notify", req, res, () => {
      const voucher = vouchers.get(req.params.voucherID);
      if (!voucher) return { status: 404, body: { message: "no such voucher" } };
      const parsed = notifyRequest.safeParse(req.body);
      if (!parsed.success || parsed.data.voucherID !== voucher.voucherID) {
        return { status: 400, body: { message: "bad notification" } };
      }
      notifications.set(`${voucher.voucherID}:${notifications.entries().length + 1}`, {
        voucherID: voucher.voucherID,
        body: parsed.data,
        sentAt: new Date().toISOString(),
      });
      vouchers.set(voucher.voucherID, { ...voucher, notified: true });
      return { status: 202, body: { notified: true } };
    });
  });

  router.get("/by-reference/:reference", (req, res) => {
    const found = vouchers.entries().find(([, voucher]) => voucher.reference === req.params.reference)?.[1];
    if (!found) {
      res.status(404).json({ message: "no voucher for this reference" });
      return;
    }
    res.json({ voucherID: found.voucherID, notified: found.notified });
  });

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  const admin = express.Router();
  admin.get("/vouchers", (_req, res) => {
    res.json(vouchers.entries().map(([, voucher]) => voucher));
  });
  admin.get("/notifications", (_req, res) => {
    res.json(notifications.entries().map(([, notification]) => notification));
  });
  admin.post("/failures", express.json(), (req, res) => {
    const body = (req.body ?? {}) as { step?: unknown; distributorName?: unknown; times?: unknown };
    const step = body.step ?? null;
    const times = body.times === undefined ? Infinity : Number(body.times);
    if (
      (step !== null && !["encode", "create", "notify"].includes(step as string)) ||
      (body.distributorName !== undefined && typeof body.distributorName !== "string") ||
      !(times >= 1)
    ) {
      res.status(400).json({ message: "step (encode, create, notify), distributorName, times ≥ 1: all optional" });
      return;
    }
    failures.push({
      step: step as Step | null,
      distributorName: (body.distributorName as string) ?? null,
      remaining: times,
    });
    res.status(204).end();
  });
  admin.delete("/failures", (req, res) => {
    const name = typeof req.query.distributorName === "string" ? req.query.distributorName : null;
    for (const rule of [...failures]) {
      if (name === null || rule.distributorName === name) failures.splice(failures.indexOf(rule), 1);
    }
    res.status(204).end();
  });

  return {
    name: "vouchers",
    mountPath: "/vouchers",
    handler: router,
    admin,
    env: { VOUCHERS_API_URL: `${origin}/vouchers` },
  };
};
