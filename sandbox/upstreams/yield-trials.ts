import express from "express";

import { lookUpZip, TRIAL_BRANDS, trialsOf } from "../data/yield-trials";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The local yield trials upstream (spec 002 §2 §8): the brands, the trial search API and the zip geocoder.
 * Data: sandbox/data/yield-trials.ts. Contract: app/services/yield-trials/contract.ts.
 *
 *   GET /brands
 *   GET /trials?brand=surco-genetics&crop=corn&zip=50010   400 {message: invalid-brand | invalid-crop | invalid-zipcode}
 *   GET /zip-codes/50010                                   digits only; [] when unknown
 */
const ZIP = /^\d{5}$/;

export const createYieldTrialsUpstream: UpstreamFactory = ({ origin }): Upstream => {
  const router = express.Router();
  router.get("/brands", (_req, res) => {
    res.json({ brands: TRIAL_BRANDS });
  });
  router.get("/trials", (req, res) => {
    const text = (name: string) => (typeof req.query[name] === "string" ? (req.query[name] as string) : "");
    const [brandSlug, crop, zip] = [text("brand"), text("crop"), text("zip")];
    const brand = TRIAL_BRANDS.find((b) => b.slug === brandSlug);
    // Checked in this order, as the spec lists them: the first wrong parameter is the answer.
    if (!brand) return void res.status(400).json({ message: "invalid-brand" });
    if (!brand.crops.includes(crop)) return void res.status(400).json({ message: "invalid-crop" });
    if (!ZIP.test(zip)) return void res.status(400).json({ message: "invalid-zipcode" });
    res.json({ brand: brand.slug, crop, zip, trials: trialsOf(brand.slug, crop) });
  });
  router.get("/zip-codes/:digits", (req, res) => {
    const digits = req.params.digits;
    if (!/^\d+$/.test(digits)) return void res.status(400).json({ message: "Digits only" });
    res.json(lookUpZip(digits));
  });
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return {
    name: "yield-trials",
    mountPath: "/yield-trials",
    handler: router,
    env: { YIELD_TRIALS_API_URL: `${origin}/yield-trials` },
  };
};
