import express from "express";

import { answerFor } from "../data/seed-lots";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The seed-lot quality upstream: the agronomy partner's corn-batch lookup
 * (spec 000 §7: 200 returns the result, 400 a message). Lots and outcomes:
 * sandbox/data/seed-lots.ts.
 *
 *   GET /corn-batch/?seedGroupCode=SG24-7210-0031&locale=pt-BR   (the plate in Portuguese; Spanish without a locale)
 */
export const createSeedQualityUpstream: UpstreamFactory = ({ origin }): Upstream => {
  const router = express.Router();
  router.get(["/corn-batch", "/corn-batch/"], (req, res) => {
    const code = typeof req.query.seedGroupCode === "string" ? req.query.seedGroupCode : "";
    const answer = answerFor(code, typeof req.query.locale === "string" ? req.query.locale : null);
    res.status(answer.status).json(answer.body);
  });
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return {
    name: "seed-quality",
    mountPath: "/seed-quality",
    handler: router,
    env: { SEED_QUALITY_API_URL: `${origin}/seed-quality` },
  };
};
