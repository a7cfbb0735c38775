import express from "express";

import { memberDay } from "../../app/domain/loyalty/calendar";
import { findAccountByDocument } from "../data/accounts";
import { carouselFor, infoBannersFor, suggestionsFor } from "../data/banners";
import { documentFromPathId } from "./loyalty";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The banners upstream: the loyalty API's promotion calls, served apart so a
 * test can fail them alone (fault name "banners"; docs/integrations/banners.md).
 *
 *   GET /campaign/suggestions-customer/{base64 document}
 *   GET /banner/{base64 document}
 *   GET /marketing-carousel/{base64 document}
 *
 * Each takes `?country=BR|AR`, the country of the page asking (400 without
 * one): the banners are that country's, in its language, whoever the member
 * is (issue 27: an Argentine member on a Brazilian page read Spanish banners).
 * A bearer token is required (the loyalty API's; the sandbox checks only that
 * one is sent). An unknown document, or a grower who is not an Impulso member
 * in Brazil or Argentina, answers 404.
 */
export const createBannersUpstream: UpstreamFactory = ({ origin }): Upstream => {
  const router = express.Router();
  router.use((req, res, next) => {
    if (!/^Bearer\s+\S+/i.test(req.get("authorization") ?? "")) {
      res.status(401).json({ message: "Missing token" });
      return;
    }
    next();
  });

  function memberOf(id: string) {
    const document = documentFromPathId(id);
    const account = document === undefined ? undefined : findAccountByDocument(document);
    if (!account?.member || (account.country !== "BR" && account.country !== "AR")) return undefined;
    return account;
  }

  /** The member and the page's country, or null once the answer (400 or 404) is sent. */
  function asked(req: express.Request, res: express.Response) {
    const country = req.query.country;
    if (country !== "BR" && country !== "AR") return void res.status(400).json({ message: "country must be BR or AR" });
    const account = memberOf(String(req.params.id));
    if (!account) return void res.status(404).json({ message: "Member not found" });
    return { account, country } as const;
  }

  router.get("/campaign/suggestions-customer/:id", (req, res) => {
    const found = asked(req, res);
    if (found) res.json(suggestionsFor(found.account, found.country));
  });
  router.get("/banner/:id", (req, res) => {
    const found = asked(req, res);
    if (found) res.json(infoBannersFor(found.country));
  });
  router.get("/marketing-carousel/:id", (req, res) => {
    const found = asked(req, res);
    if (found) res.json(carouselFor(found.country, memberDay(new Date())));
  });
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return { name: "banners", mountPath: "/banners", handler: router, env: { BANNERS_API_URL: `${origin}/banners` } };
};
