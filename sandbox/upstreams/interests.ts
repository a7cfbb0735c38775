import { createHash } from "node:crypto";

import express, { type Request } from "express";

import {
  saveInterestsBody,
  type ThemesPage,
  TOPIC_GROUPS,
  TOPIC_PATHS,
  type TopicGroup,
} from "../../app/services/interests/contract";
import { findAccountByEmail } from "../data/accounts";
import { articlesOf, cultivarOf, INITIAL_INTERESTS, TOPIC_IDS, topicsOf } from "../data/interests";
import { documentFromPathId } from "./loyalty";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The member-content upstream (decision 0026; spec 001 §7's paths, spec 002 §7):
 *
 *   GET  /culture | /cmsRegion | /editorial ?locale        → { data: [{ id, title }] }
 *   GET  /contents2u/{base64 document}                    → { interests }
 *   POST /contents2u/save/{base64 document} { interests } + Idempotency-Key
 *        first time → 200 { interests } (the set replaces the saved one)
 *        same key, same body → the first answer again, Idempotent-Replayed: true
 *        same key, other body → 422; no key or a malformed one → 400; an unknown topic → 400
 *   GET  /aem-integration/preferred-themes/?cultures&regions&editorials&type=C&page&per_page&locale
 *        → the type-C articles tagged with any of the topics, newest first, one page
 *   GET  /cultivar/{email}                                → Cultivar data, or 404
 *
 * Admin: GET /_sandbox/interests/saves lists the effects (one per key);
 * POST /_sandbox/interests/reset { document? } puts the demo interests back;
 * POST /_sandbox/interests/failures { document, only?: "save" } makes that grower's
 * reads (Cultivar data too) and saves (or only saves) answer 500 until DELETE /_sandbox/interests/failures/{document}: one grower's
 * outage, which browser tests in both JavaScript projects can run at once
 * without touching each other. Whole-upstream faults: the sandbox's mechanism,
 * upstream name "interests".
 */
interface StoredSave {
  fingerprint: string;
  document: string;
  interests: string[];
}

const KEY = /^[\x21-\x7e]{8,255}$/;
const MAX_PER_PAGE = 24;

function listParam(req: Request, name: string): string[] {
  const raw = req.query[name];
  return typeof raw === "string" && raw ? raw.split(",").filter(Boolean) : [];
}

function localeParam(req: Request): string {
  const raw = req.query.locale;
  return typeof raw === "string" && /^[a-z]{2}-[A-Za-z]{2}$/.test(raw) ? raw : "pt-BR";
}

export const createInterestsUpstream: UpstreamFactory = ({ origin, store }): Upstream => {
  const saved = store.collection<{ interests: string[] }>("interests:preferences");
  const saves = store.collection<StoredSave>("interests:saves");
  const interestsOf = (document: string) => saved.get(document)?.interests ?? [...(INITIAL_INTERESTS[document] ?? [])];

  const failing = new Map<string, "all" | "save">();

  const router = express.Router();
  router.use("/contents2u", (req, res, next) => {
    const id = req.path.split("/").filter(Boolean).pop() ?? "";
    const document = documentFromPathId(decodeURIComponent(id));
    const failure = document ? failing.get(document) : undefined;
    if (failure === "all" || (failure === "save" && req.method === "POST")) {
      res.status(500).json({ message: "Sandbox failure for this grower" });
      return;
    }
    next();
  });
  for (const group of TOPIC_GROUPS) {
    router.get(`/${TOPIC_PATHS[group]}`, (req, res) => {
      res.json({ data: topicsOf(group, localeParam(req)) });
    });
  }

  router.get("/contents2u/:id", (req, res) => {
    const document = documentFromPathId(req.params.id);
    if (!document) {
      res.status(400).json({ message: "Malformed member id" });
      return;
    }
    res.json({ interests: interestsOf(document) });
  });

  router.post("/contents2u/save/:id", express.json({ limit: "16kb" }), (req, res) => {
    const key = req.get("idempotency-key") ?? "";
    if (!KEY.test(key)) {
      res.status(400).json({ message: "Idempotency-Key header required" });
      return;
    }
    const document = documentFromPathId(req.params.id);
    const body = saveInterestsBody.safeParse(req.body);
    if (!document || !body.success) {
      res.status(400).json({ message: "A member id and { interests: [at least one topic id] } are required" });
      return;
    }
    const unknown = body.data.interests.filter((id) => !TOPIC_IDS.has(id));
    if (unknown.length) {
      res.status(400).json({ message: `Unknown topics: ${unknown.join(", ")}` });
      return;
    }
    const fingerprint = createHash("sha256")
      .update(JSON.stringify([document, body.data]))
      .digest("hex");
    const first = saves.get(key);
    if (first) {
      if (first.fingerprint !== fingerprint) {
        res.status(422).json({ message: "Idempotency-Key reused with a different body" });
        return;
      }
      res.set("idempotent-replayed", "true").json({ interests: first.interests });
      return;
    }
    const interests = [...new Set(body.data.interests)];
    saves.set(key, { fingerprint, document, interests });
    saved.set(document, { interests });
    res.json({ interests });
  });

  router.get("/aem-integration/preferred-themes", (req, res) => {
    if (req.query.type !== "C") {
      res.status(400).json({ message: "Only type C is served" });
      return;
    }
    const page = Math.max(1, Number.parseInt(String(req.query.page ?? "1"), 10) || 1);
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number.parseInt(String(req.query.per_page ?? "6"), 10) || 6));
    const tags = new Set((["cultures", "regions", "editorials"] as TopicGroup[]).flatMap((g) => listParam(req, g)));
    const matching = articlesOf(localeParam(req)).filter(
      (item) => tags.size === 0 || item.tags.some((tag) => tags.has(tag)),
    );
    const answer: ThemesPage = {
      data: matching.slice((page - 1) * perPage, page * perPage),
      page,
      totalPages: Math.ceil(matching.length / perPage),
      totalItems: matching.length,
    };
    res.json(answer);
  });

  router.get("/cultivar/:email", (req, res) => {
    // A failing grower's Cultivar read fails too (the card's error state, without faulting every grower's reads).
    const document = findAccountByEmail(req.params.email)?.document;
    if (document && failing.get(document) === "all") {
      res.status(500).json({ message: "Sandbox failure for this grower" });
      return;
    }
    const data = cultivarOf(req.params.email);
    if (!data) {
      res.status(404).json({ message: "No Cultivar data for this grower" });
      return;
    }
    res.json(data);
  });

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  const admin = express.Router();
  admin.get("/saves", (_req, res) => {
    res.json(saves.entries().map(([key, value]) => ({ key, document: value.document, interests: value.interests })));
  });
  admin.post("/reset", express.json(), (req, res) => {
    const document = (req.body as { document?: unknown })?.document;
    if (typeof document === "string") saved.delete(document);
    else for (const [id] of saved.entries()) saved.delete(id);
    res.status(204).end();
  });
  admin.post("/failures", express.json(), (req, res) => {
    const { document, only } = (req.body ?? {}) as { document?: unknown; only?: unknown };
    if (typeof document !== "string") {
      res.status(400).json({ message: "document required" });
      return;
    }
    failing.set(document, only === "save" ? "save" : "all");
    res.status(204).end();
  });
  admin.delete("/failures/:document", (req, res) => {
    failing.delete(req.params.document);
    res.status(204).end();
  });

  return {
    name: "interests",
    mountPath: "/interests",
    handler: router,
    admin,
    env: { INTERESTS_API_URL: `${origin}/interests` },
  };
};
