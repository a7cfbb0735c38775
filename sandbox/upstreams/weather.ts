import express from "express";

import { forecastAt, historyAt } from "../data/weather";
import { bulletinsFor } from "../data/weather-bulletins";
import { placeFor, predictionsFor, reverseAt } from "../data/weather-places";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The weather upstream and its maps geocoder (fault name "weather"; decision 0037):
 *
 *   GET /api/weather-widget?lat&lng&languageLocale   7 days from the place's today, 96 hours from its midnight
 *   GET /api/weather-history?lat&lng&from            past days' max and min, `from` to yesterday
 *   GET /bulletins?region                            Brazil's weather bulletins (404 for another region)
 *   GET /maps/predictions?input&country&language     localities, postal codes and regions of one country
 *   GET /maps/places/{placeId}                       a place (404 when unknown)
 *   GET /maps/reverse?lat&lng                        the nearest town within 150 km, or none
 *
 * A latitude or longitude that is not one is a 400, as the real service answers.
 */
function position(query: express.Request["query"]): { lat: number; lng: number } | null {
  const lat = Number(query.lat);
  const lng = Number(query.lng);
  if (typeof query.lat !== "string" || typeof query.lng !== "string") return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Brazil's calendar day (UTC−3, no daylight saving): the bulletins are Brazilian. */
const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

export const createWeatherUpstream: UpstreamFactory = ({ origin }): Upstream => {
  const router = express.Router();
  router.get("/api/weather-widget", (req, res) => {
    const at = position(req.query);
    if (!at) return void res.status(400).json({ message: "lat and lng are required" });
    res.json(forecastAt(at.lat, at.lng, String(req.query.languageLocale ?? "en-US")));
  });
  router.get("/api/weather-history", (req, res) => {
    const at = position(req.query);
    const from = String(req.query.from ?? "");
    if (!at || !/^\d{4}-\d{2}-\d{2}$/.test(from))
      return void res.status(400).json({ message: "lat, lng and from are required" });
    res.json(historyAt(at.lat, at.lng, from));
  });
  router.get("/bulletins", (req, res) => {
    const videos = bulletinsFor(req.query.region, today());
    if (!videos) return void res.status(404).json({ message: "No such region" });
    res.json({ region: req.query.region, videos });
  });
  router.get("/maps/predictions", (req, res) => {
    res.json({ predictions: predictionsFor(req.query.input, req.query.country, req.query.language) });
  });
  router.get("/maps/places/:placeId", (req, res) => {
    const place = placeFor(req.params.placeId);
    if (!place) return void res.status(404).json({ message: "Place not found" });
    res.json({ place });
  });
  router.get("/maps/reverse", (req, res) => {
    const at = position(req.query);
    if (!at) return void res.status(400).json({ message: "lat and lng are required" });
    res.json({ results: reverseAt(at.lat, at.lng) });
  });
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return { name: "weather", mountPath: "/weather", handler: router, env: { WEATHER_API_URL: `${origin}/weather` } };
};
