import { createHash } from "node:crypto";

import express from "express";

import { campaignEmail, customObjectSync, leadFieldsDescription } from "../../app/services/marketing-forms/contract";
import { contentMarketingForm, LEAD_FIELDS } from "../data/marketing-forms";
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
 *   (localeId, the integration's id of the locale, picks the language when given: spec 002 §9)
 *   GET /marketing-forms/describe                       → the lead database's fields
 *   POST /marketing-forms/custom-objects/sync           { action: createOrUpdate, customObjectName, munchkinId, input }
 *     + Idempotency-Key, answered like /submit           → 200 { seq }
 *   POST /marketing-forms/emails   { munchkinId, campaign, email, localeId, tokens } + Idempotency-Key
 *     (a campaign e-mail to one address, such as the preference centre's link) → 202 { emailId }
 *
 * Admin: GET /_sandbox/marketing-forms/submissions lists the effects (one per key, custom objects and e-mails
 * included: an e-mail's body is what the grower would receive);
 * POST /_sandbox/marketing-forms/failures { email, status, message?, field? } makes every write whose answers carry
 * that e-mail fail with that status (and, for a refusal, `{ message, field }`: the reason and the field it names,
 * as the platform words it in the form's language) until DELETE /_sandbox/marketing-forms/failures?email= clears it, so a
 * browser test fails its own grower's writes without failing anyone else's (the definitions keep working).
 */
interface StoredSubmission {
  fingerprint: string;
  submissionId: string;
  body: unknown;
  receivedAt: string;
}

const KEY = /^[\x21-\x7e]{8,255}$/;

/** The e-mail a write is about: the form's Email answer, the first custom-object record's, or an e-mail's address. */
function emailOf(body: unknown): string | null {
  const record = body as { fields?: { Email?: unknown }; input?: { Email?: unknown }[]; email?: unknown } | null;
  const email = record?.fields?.Email ?? record?.input?.[0]?.Email ?? record?.email;
  return typeof email === "string" ? email.toLowerCase() : null;
}

export const createMarketingFormsUpstream: UpstreamFactory = ({ origin, store }): Upstream => {
  const submissions = store.collection<StoredSubmission>("marketing-forms:submissions");
  const router = express.Router();
  /** Failures on demand by e-mail: the status, and for a refusal the reason and the field it names. */
  const failures = new Map<string, { status: number; message?: string; field?: string }>();

  /** One write, once per key: a failure on demand, the replay of a key, a conflict, or the first effect. */
  function idempotentWrite(
    req: express.Request,
    res: express.Response,
    valid: (body: unknown) => boolean,
    answer: (id: string) => Record<string, unknown>,
    prefix: string,
    status: number,
  ) {
    const key = req.get("idempotency-key") ?? "";
    if (!KEY.test(key)) {
      res.status(400).json({ message: "Idempotency-Key header required" });
      return;
    }
    if (!valid(req.body)) {
      res.status(400).json({ message: "The body breaks the contract" });
      return;
    }
    const failing = failures.get(emailOf(req.body) ?? "");
    if (failing) {
      res.status(failing.status).json({ message: failing.message ?? "Failing on demand", field: failing.field });
      return;
    }
    const fingerprint = createHash("sha256").update(JSON.stringify(req.body)).digest("hex");
    const first = submissions.get(key);
    if (first) {
      if (first.fingerprint !== fingerprint) {
        res.status(422).json({ message: "Idempotency-Key reused with a different body" });
        return;
      }
      res.status(status).set("idempotent-replayed", "true").json(answer(first.submissionId));
      return;
    }
    const submissionId = `${prefix}-${submissions.entries().length + 1}`;
    submissions.set(key, { fingerprint, submissionId, body: req.body, receivedAt: new Date().toISOString() });
    res.status(status).json(answer(submissionId));
  }

  router.post("/submit", express.json({ limit: "64kb" }), (req, res) => {
    idempotentWrite(
      req,
      res,
      (raw) => {
        const body = raw as { munchkinId?: unknown; formId?: unknown; fields?: unknown } | null;
        return (
          typeof body?.munchkinId === "string" &&
          typeof body.formId === "string" &&
          typeof body.fields === "object" &&
          body.fields !== null
        );
      },
      (submissionId) => ({ submissionId }),
      "MF",
      201,
    );
  });
  router.post("/custom-objects/sync", express.json({ limit: "64kb" }), (req, res) => {
    idempotentWrite(
      req,
      res,
      (body) => customObjectSync.safeParse(body).success,
      (seq) => ({ seq }),
      "CO",
      200,
    );
  });
  router.post("/emails", express.json({ limit: "16kb" }), (req, res) => {
    idempotentWrite(
      req,
      res,
      (body) => campaignEmail.safeParse(body).success,
      (emailId) => ({ emailId }),
      "EM",
      202,
    );
  });
  router.get("/describe", (_req, res) => {
    res.json(leadFieldsDescription.parse({ fields: LEAD_FIELDS }));
  });
  router.get("/forms/:formId", (req, res) => {
    const locale = typeof req.query.locale === "string" ? req.query.locale : "en-US";
    const localeId = Number(req.query.localeId);
    const definition =
      marketingFormFor(req.params.formId, locale) ??
      contentMarketingForm(req.params.formId, locale, Number.isInteger(localeId) && localeId > 0 ? localeId : null);
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

  admin.post("/failures", express.json(), (req, res) => {
    const { email, status, message, field } = req.body as Record<string, unknown>;
    if (typeof email !== "string" || typeof status !== "number" || status < 400 || status > 599) {
      res.status(400).json({ message: "email and a 4xx/5xx status are required" });
      return;
    }
    failures.set(email.toLowerCase(), {
      status,
      message: typeof message === "string" ? message : undefined,
      field: typeof field === "string" ? field : undefined,
    });
    res.status(204).end();
  });
  admin.delete("/failures", (req, res) => {
    failures.delete(String(req.query.email ?? "").toLowerCase());
    res.status(204).end();
  });

  return {
    name: "marketing-forms",
    mountPath: "/marketing-forms",
    handler: router,
    admin,
    env: { MARKETING_FORMS_API_URL: `${origin}/marketing-forms` },
  };
};
