import { createHash } from "node:crypto";

import express from "express";

import { marketingFormFor } from "../data/vouchers";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The marketing-forms upstream's write side (spec 002 §7: POST /api/marketo-form-submit
 * with the munchkin id and the mapped form fields), honouring an Idempotency-Key the
 * way the portal's outbox relies on (docs/decisions/0018-outbox.md):
 *
 *   POST /marketing-forms/submit   { munchkinId, formId, fields } + Idempotency-Key
 *     first time with a key  → 201 { submissionId }            (the one effect)
 *     same key, same body    → 201 the first answer again, Idempotent-Replayed: true
 *     same key, other body   → 422; no key or a malformed one → 400
 *
 * The read side (spec 002 §7: GET /api/marketo-form by form id) serves form definitions
 * (app/services/marketing-forms/contract.ts) in a locale's language:
 *
 *   GET /marketing-forms/forms/{formId}?locale=es-AR   → 200 definition, 404 for an unknown form
 *
 * Admin: GET /_sandbox/marketing-forms/submissions lists the effects (one per key).
 */
interface StoredSubmission {
  fingerprint: string;
  submissionId: string;
  body: unknown;
  receivedAt: string;
}

const KEY = /^[\x21-\x7e]{8,255}$/;

export const createMarketingFormsUpstream: UpstreamFactory = ({ origin, store }): Upstream => {
  const submissions = store.collection<StoredSubmission>("marketing-forms:submissions");
  const router = express.Router();
  router.post("/submit", express.json({ limit: "64kb" }), (req, res) => {
    const key = req.get("idempotency-key") ?? "";
    if (!KEY.test(key)) {
      res.status(400).json({ message: "Idempotency-Key header required" });
      return;
    }
    const body = req.body as { munchkinId?: unknown; formId?: unknown; fields?: unknown };
    if (
      typeof body?.munchkinId !== "string" ||
      typeof body.formId !== "string" ||
      typeof body.fields !== "object" ||
      !body.fields
    ) {
      res.status(400).json({ message: "munchkinId, formId and fields are required" });
      return;
    }
    const fingerprint = createHash("sha256").update(JSON.stringify(body)).digest("hex");
    const first = submissions.get(key);
    if (first) {
      if (first.fingerprint !== fingerprint) {
        res.status(422).json({ message: "Idempotency-Key reused with a different body" });
        return;
      }
      res.status(201).set("idempotent-replayed", "true").json({ submissionId: first.submissionId });
      return;
    }
    const submissionId = `MF-${submissions.entries().length + 1}`;
    submissions.set(key, { fingerprint, submissionId, body, receivedAt: new Date().toISOString() });
    res.status(201).json({ submissionId });
  });
  router.get("/forms/:formId", (req, res) => {
    const locale = typeof req.query.locale === "string" ? req.query.locale : "en-US";
    const definition = marketingFormFor(req.params.formId, locale);
    if (!definition) {
      res.status(404).json({ message: "No such form" });
      return;
    }
    res.json(definition);
  });
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  const admin = express.Router();
  admin.get("/submissions", (_req, res) => {
    res.json(
      submissions.entries().map(([key, value]) => ({ key, submissionId: value.submissionId, body: value.body })),
    );
  });

  return {
    name: "marketing-forms",
    mountPath: "/marketing-forms",
    handler: router,
    admin,
    env: { MARKETING_FORMS_API_URL: `${origin}/marketing-forms` },
  };
};
