import express from "express";

import { lookUpPostcode, recommendationFor } from "../data/crop-advisor";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The crop-advisor upstream (fault name "crop-advisor"; app/services/crop-advisor/contract.ts):
 *
 *   GET /postcodes/{digits}        the postcode lookup (digits only; an empty list when unknown)
 *   GET /recommendations?lat&lng   what to sow at a position
 */
export const createCropAdvisorUpstream: UpstreamFactory = ({ origin }): Upstream => {
  const router = express.Router();
  router.get("/postcodes/:digits", (req, res) => {
    if (!/^\d{1,5}$/.test(req.params.digits)) return void res.status(400).json({ message: "digits only, up to 5" });
    res.json(lookUpPostcode(req.params.digits));
  });
  router.get("/recommendations", (req, res) => {
    const lat = Number(req.query.lat);
    const lng = Number(req.query.lng);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return void res.status(400).json({ message: "lat and lng" });
    res.json(recommendationFor(lat, lng));
  });
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return {
    name: "crop-advisor",
    mountPath: "/crop-advisor",
    handler: router,
    env: { CROP_ADVISOR_API_URL: `${origin}/crop-advisor` },
  };
};
