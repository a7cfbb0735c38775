import { createHash } from "node:crypto";

import express, { type Response } from "express";

import { preferenceChange } from "../../app/services/finance/contract";
import {
  centralBankRateOf,
  digitalFinanceOf,
  isCountry,
  isKnownItem,
  marketQuotationOf,
  quotationList,
} from "../data/finance";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The finance upstream (contract: app/services/finance/contract.ts; data: sandbox/data/finance.ts):
 *
 *   GET   /finance/quotation?country=AR|BR
 *   GET   /finance/quotation/{document}?country=AR|BR
 *   PATCH /finance/preference/user-preference/{document}   { itemId, checked } + Idempotency-Key
 *     first time with a key → 200 { itemId, checked } (saved)
 *     same key, same body   → 200 the same answer, Idempotent-Replayed: true (nothing saved again)
 *     same key, other body  → 422; no key or a malformed one → 400; an unknown item → 400
 *   GET   /finance/market-quotation/{proName}              404 for an unknown ticker
 *   GET   /finance/central-bank/{base}/{currency}          404 for a pair it does not quote
 *   GET   /finance/digital-finance   X-Grower-Email + Authorization → { records }; 400 without them
 *
 * Admin: GET /_sandbox/finance/preferences/{document} shows a grower's saved choices.
 */
const KEY = /^[\x21-\x7e]{8,255}$/;

interface Replay {
  fingerprint: string;
  answer: { itemId: string; checked: boolean };
}

function countryOf(raw: unknown, res: Response) {
  if (isCountry(raw)) return raw;
  res.status(400).json({ message: "country must be AR or BR" });
  return null;
}

export const createFinanceUpstream: UpstreamFactory = ({ origin, store }): Upstream => {
  const choices = store.collection<Record<string, boolean>>("finance:preferences");
  const replays = store.collection<Replay>("finance:preference-keys");
  const router = express.Router();

  router.get("/quotation", (req, res) => {
    const country = countryOf(req.query.country, res);
    if (country) res.json(quotationList(country));
  });
  router.get("/quotation/:document", (req, res) => {
    const country = countryOf(req.query.country, res);
    if (country) res.json(quotationList(country, choices.get(req.params.document)));
  });

  router.patch("/preference/user-preference/:document", express.json({ limit: "4kb" }), (req, res) => {
    const key = req.get("idempotency-key") ?? "";
    if (!KEY.test(key)) {
      res.status(400).json({ message: "Idempotency-Key header required" });
      return;
    }
    const parsed = preferenceChange.safeParse(req.body);
    if (!parsed.success || !isKnownItem(parsed.data.itemId)) {
      res.status(400).json({ message: "itemId (a known item) and checked (a boolean) are required" });
      return;
    }
    const { document } = req.params;
    const fingerprint = createHash("sha256")
      .update(JSON.stringify([document, parsed.data]))
      .digest("hex");
    const first = replays.get(key);
    if (first) {
      if (first.fingerprint !== fingerprint) {
        res.status(422).json({ message: "Idempotency-Key reused with a different body" });
        return;
      }
      res.set("idempotent-replayed", "true").json(first.answer);
      return;
    }
    const saved = { ...(choices.get(document) ?? {}), [parsed.data.itemId]: parsed.data.checked };
    choices.set(document, saved);
    replays.set(key, { fingerprint, answer: parsed.data }, { ttlSeconds: 86_400 });
    res.json(parsed.data);
  });

  router.get("/market-quotation/:proName", (req, res) => {
    const quote = marketQuotationOf(req.params.proName, new Date());
    if (quote) res.json(quote);
    else res.status(404).json({ message: "Unknown ticker" });
  });

  router.get("/central-bank/:base/:currency", (req, res) => {
    const rate = centralBankRateOf(req.params.base, req.params.currency, new Date());
    if (rate) res.json(rate);
    else res.status(404).json({ message: "Pair not quoted" });
  });

  router.get("/digital-finance", (req, res) => {
    const email = req.get("x-grower-email");
    if (!email || !req.get("authorization")) {
      res.status(400).json({ message: "X-Grower-Email and Authorization are required" });
      return;
    }
    res.json({ records: digitalFinanceOf(email) });
  });

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });

  const admin = express.Router();
  admin.get("/preferences/:document", (req, res) => {
    res.json(choices.get(req.params.document) ?? {});
  });

  return {
    name: "finance",
    mountPath: "/finance",
    handler: router,
    admin,
    env: { FINANCE_API_URL: `${origin}/finance` },
  };
};
