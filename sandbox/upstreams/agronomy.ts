import express from "express";

import {
  carbonProgramResponse,
  catalogueProduct,
  curveResponse,
  fieldsResponse,
  forecastResponse,
  preceonResponse,
  recommendationResponse,
} from "../../app/services/agronomy/contract";
import {
  carbonProgramFor,
  cornCatalogue,
  curveFor,
  forecastFor,
  preceonCardsFor,
  recommendationsFor,
} from "../data/agronomy";
import { agronomyFields, LINKED_GROWERS } from "../data/field-view";
import { isCatalogLocale } from "../data/products";
import { tokenOwner } from "./field-view";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The agronomy partner (the "cultivio" calls of spec 000 §7) and the
 * portal-side carbon programme. Partner calls are POSTs whose body carries the
 * field-view token as `authorization` (401 without a valid one). Growers with
 * a freshly connected account (not in LINKED_GROWERS) have no fields yet.
 *
 *   POST /fields/me/?country=AR&page=1&page_size=10000&select_only=…
 *   POST /recommendation/?app_instance=1&page=1&page_size=10000   body {field?}
 *   POST /yield-density-curve/?environment&product&step=0.1
 *   POST /product-catalog/{id}/?crop=corn&locale=es-US                  the description in the locale's language
 *   POST /forecast-summary?lat&lng
 *   POST /preceon/summary                                          body {field, climaticYear, water, amount}
 *   GET  /carbon-program/{document}
 */
export const createAgronomyUpstream: UpstreamFactory = ({ origin, store }): Upstream => {
  const router = express.Router();
  router.use(express.json({ limit: "32kb" }));

  function owner(req: express.Request, res: express.Response): string | null {
    const email = tokenOwner(store, (req.body as { authorization?: unknown })?.authorization);
    if (!email) res.status(401).json({ message: "Invalid or missing partner authorization" });
    return email;
  }

  router.post(["/fields/me", "/fields/me/"], (req, res) => {
    const email = owner(req, res);
    if (!email) return;
    const farms = LINKED_GROWERS.get(email);
    const results = farms ? agronomyFields(farms) : [];
    res.json(fieldsResponse.parse({ count: results.length, results }));
  });

  router.post(["/recommendation", "/recommendation/"], (req, res) => {
    const email = owner(req, res);
    if (!email) return;
    const field = typeof req.body?.field === "string" ? req.body.field : null;
    const farms = LINKED_GROWERS.get(email);
    const answer = farms
      ? recommendationsFor(origin, farms, field)
      : { results: { data: [] }, filterOptions: { field: [] } };
    res.json(recommendationResponse.parse(answer));
  });

  router.post(["/yield-density-curve", "/yield-density-curve/"], (req, res) => {
    if (!owner(req, res)) return;
    const step = Number(req.query.step ?? 0.1);
    const product = String(req.query.product ?? "");
    if (!product || !(step > 0)) return void res.status(400).json({ message: "product and step required" });
    res.json(curveResponse.parse(curveFor(String(req.query.environment ?? "media"), product, step)));
  });

  router.post("/product-catalog/:id", (req, res) => {
    if (!owner(req, res)) return;
    // Asked in a locale, the entry is described in its language; without one, the partner's own catalogues.
    const locales = isCatalogLocale(req.query.locale) ? [req.query.locale] : (["es-AR", "en-US"] as const);
    const product = locales.flatMap((locale) => cornCatalogue(origin, locale)).find((p) => p.id === req.params.id);
    if (!product) return void res.status(404).json({ message: "Product not found" });
    res.json(catalogueProduct.parse(product));
  });

  router.post(["/forecast-summary", "/forecast-summary/"], (req, res) => {
    if (!owner(req, res)) return;
    const lat = Number(req.query.lat);
    const lng = Number(req.query.lng);
    if (!Number.isFinite(lat) || !Number.isFinite(lng))
      return void res.status(400).json({ message: "lat and lng required" });
    // Points off the demo farms have no forecast: the portal shows its empty message.
    const near = Math.abs(lat + 34) < 2 && Math.abs(lng + 60.6) < 2;
    res.json(forecastResponse.parse(near ? forecastFor(lat, lng) : { summary: [] }));
  });

  router.post(["/preceon/summary", "/preceon/summary/"], (req, res) => {
    if (!owner(req, res)) return;
    const body = req.body as { field?: string; climaticYear?: string; water?: string; amount?: number };
    res.json(preceonResponse.parse(preceonCardsFor(body)));
  });

  router.get("/carbon-program/:document", (req, res) => {
    const program = carbonProgramFor(origin, req.params.document);
    if (!program) return void res.status(404).json({ message: "Not in the carbon programme" });
    res.json(carbonProgramResponse.parse(program));
  });

  router.get("/files/carbon/:field/:kind", (_req, res) => {
    res.type("application/pdf").send(Buffer.from("%PDF-1.4\n% Surco sandbox document\n%%EOF\n"));
  });

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return { name: "agronomy", mountPath: "/agronomy", handler: router, env: { AGRONOMY_API_URL: `${origin}/agronomy` } };
};
