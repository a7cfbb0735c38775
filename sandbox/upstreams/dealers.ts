import express from "express";

import { contactListOf, DEALER_COUNTRIES } from "../data/dealers";
import { findPlaces } from "../data/dealers-places";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The dealers and contacts upstream (spec 002 §2 §3 §5, issue 15): a country's contacts with their facet map, and
 * the geocoder for a postcode or a town. Data: sandbox/data/dealers.ts and dealers-places.ts. Contract:
 * app/services/dealers/contract.ts.
 *
 *   GET /contacts?country=US&locale=es-US   400 {message: "invalid-country"} for a country without contacts; each
 *                                           contact's own texts in the locale's language (the country's first
 *                                           language when its contacts do not write that one), facets as codes
 *   GET /places?country=BR&q=75901    [] when nothing matches
 */
export const createDealersUpstream: UpstreamFactory = ({ origin }): Upstream => {
  const router = express.Router();
  const country = (req: express.Request) => (typeof req.query.country === "string" ? req.query.country : "");
  router.get("/contacts", (req, res) => {
    if (!DEALER_COUNTRIES.includes(country(req))) return void res.status(400).json({ message: "invalid-country" });
    res.json(contactListOf(country(req), typeof req.query.locale === "string" ? req.query.locale : null));
  });
  router.get("/places", (req, res) => {
    if (!DEALER_COUNTRIES.includes(country(req))) return void res.status(400).json({ message: "invalid-country" });
    res.json(findPlaces(country(req), typeof req.query.q === "string" ? req.query.q : ""));
  });
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return {
    name: "dealers",
    mountPath: "/dealers",
    handler: router,
    env: { DEALERS_API_URL: `${origin}/dealers` },
  };
};
