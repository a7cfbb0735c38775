import express from "express";

import { programmeDatesFor, rewardsGrowerFor } from "../data/us-rewards";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The US rewards upstream (spec 000 §3 §7; contract in app/services/rewards/contract.ts):
 *
 *   GET /us-rewards/config               → { bprConfigs } (dates relative to today: sandbox/data/us-rewards.ts)
 *   GET /us-rewards/growers/:growerId    → the grower's standing, or 404
 */
export const createUsRewardsUpstream: UpstreamFactory = ({ origin }): Upstream => {
  const router = express.Router();
  router.get("/config", (_req, res) => {
    res.json({ bprConfigs: programmeDatesFor() });
  });
  router.get("/growers/:growerId", (req, res) => {
    const grower = rewardsGrowerFor(req.params.growerId);
    if (!grower) return void res.status(404).json({ message: "Grower not found" });
    res.json(grower);
  });
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return {
    name: "us-rewards",
    mountPath: "/us-rewards",
    handler: router,
    env: { US_REWARDS_API_URL: `${origin}/us-rewards` },
  };
};
