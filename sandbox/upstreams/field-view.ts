import { randomBytes } from "node:crypto";

import express from "express";

import { dashboard, syncResponse, userInfo } from "../../app/services/field-view/contract";
import { dashboardFor, LINKED_GROWERS, SEASON_SCENARIOS, SEASONS } from "../data/field-view";
import type { JsonStore } from "../store";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The field-view partner (spec 000 §7): token exchange and connect, user info,
 * the dashboard and its sync. Tokens persist in the store (`field-view:tokens`)
 * and are also accepted by the agronomy partner. Sync progress is counted per
 * token and season, in memory, so every fresh token replays a season's path:
 * see SEASON_SCENARIOS in sandbox/data/field-view.ts.
 *
 * Also serves the external field-selection page: GET /field-selection?client_id=…
 */
const TOKENS = "field-view:tokens";
/** How long a token the partner issues lives. */
const TOKEN_TTL_S = 30 * 24 * 3600;

export function tokenOwner(store: JsonStore, token: unknown): string | null {
  if (typeof token !== "string" || !token) return null;
  return store.collection<{ email: string }>(TOKENS).get(token)?.email ?? null;
}

export const createFieldViewUpstream: UpstreamFactory = ({ origin, store }): Upstream => {
  const router = express.Router();
  router.use(express.json({ limit: "32kb" }));
  const syncCounts = new Map<string, number>();

  function issue(email: string): { accessToken: string; expiresIn: number } {
    const accessToken = randomBytes(24).toString("base64url");
    store
      .collection<{ email: string; issuedAt: string }>(TOKENS)
      .set(
        accessToken,
        { email: email.toLowerCase(), issuedAt: new Date().toISOString() },
        { ttlSeconds: TOKEN_TTL_S },
      );
    return { accessToken, expiresIn: TOKEN_TTL_S };
  }

  function owner(req: express.Request, res: express.Response): string | null {
    const email = tokenOwner(store, (req.body as { authorization?: unknown })?.authorization);
    if (!email) res.status(401).json({ message: "Invalid or missing partner authorization" });
    return email;
  }

  function years(req: express.Request): string[] {
    const raw = (req.body as { years?: unknown })?.years;
    return Array.isArray(raw) ? raw.filter((y): y is string => typeof y === "string") : [];
  }

  router.post("/token", (req, res) => {
    const email = String((req.body as { email?: unknown })?.email ?? "").toLowerCase();
    if (!LINKED_GROWERS.has(email)) return void res.status(404).json({ message: "No linked field-view account" });
    res.json(issue(email));
  });

  router.post("/connect", (req, res) => {
    const email = String((req.body as { email?: unknown })?.email ?? "").toLowerCase();
    if (!email.includes("@")) return void res.status(400).json({ message: "email required" });
    res.json(issue(email));
  });

  router.post("/user-info", (req, res) => {
    const email = owner(req, res);
    if (!email) return;
    // A freshly connected grower has shared no fields yet: no seasons, an EMPTY dashboard.
    const farms = LINKED_GROWERS.get(email);
    res.json(
      userInfo.parse({
        clientId: farms?.clientId ?? "surco-portal",
        accountName: email,
        seasons: farms ? SEASONS : [],
      }),
    );
  });

  router.post("/dashboard", (req, res) => {
    const email = owner(req, res);
    if (!email) return;
    const ys = years(req);
    const farms = LINKED_GROWERS.get(email);
    if (!farms) return void res.json(dashboard.parse({ status: "EMPTY", lastSyncedAt: null, years: ys, fields: [] }));
    const key = `${(req.body as { authorization: string }).authorization}|${ys.join(",")}`;
    const scenario = SEASON_SCENARIOS[ys[0] ?? ""];
    const synced = scenario?.path === "after-3" && (syncCounts.get(key) ?? 0) >= 3;
    res.json(dashboard.parse(dashboardFor(farms, ys, synced)));
  });

  router.post("/dashboard-sync", async (req, res) => {
    if (!owner(req, res)) return;
    const ys = years(req);
    const key = `${(req.body as { authorization: string }).authorization}|${ys.join(",")}`;
    const scenario = SEASON_SCENARIOS[ys[0] ?? ""];
    const count = (syncCounts.get(key) ?? 0) + 1;
    syncCounts.set(key, count);
    if (!scenario) return void res.json({ status: "EMPTY" });
    if (scenario.delayMs) await new Promise((resolve) => setTimeout(resolve, scenario.delayMs));
    if (scenario.fail) return void res.status(500).json({ message: "Sync failed at the data source" });
    res.json(syncResponse.parse({ status: scenario.syncs[Math.min(count, scenario.syncs.length) - 1] }));
  });

  router.get("/field-selection", (req, res) => {
    const clientId = typeof req.query.client_id === "string" ? req.query.client_id : "";
    res.type("html")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Field selection</title></head>
<body><main><h1>Field selection</h1><p>Choose which fields to share with client <code>${clientId.replace(/[^\w.-]/g, "")}</code>.</p></main></body></html>`);
  });

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return {
    name: "field-view",
    mountPath: "/field-view",
    handler: router,
    env: { FIELD_VIEW_API_URL: `${origin}/field-view` },
  };
};
