// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "../../../sandbox/test-support";

/**
 * The weather client against a real sandbox: every answer passes the contract, forecasts are shared per grid cell
 * and outlive an outage, and a failing upstream is an UpstreamError for the widget to show. Each test loads fresh
 * modules (a cold cache, closed breakers).
 */
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(async () => {
  await clearFaults(sandbox);
});
afterAll(async () => {
  await sandbox?.dispose();
});

async function fresh() {
  vi.resetModules();
  process.env.WEATHER_API_URL = sandbox.env.WEATHER_API_URL;
  return import("./client.server");
}

const PERGAMINO = { lat: -33.8895, lng: -60.5736 };

describe("weather client", () => {
  it("reads 7 days from the place's today and the coming hours, in the locale's words", async () => {
    const weather = await fresh();
    const forecast = await weather.getForecast("es-AR", PERGAMINO.lat, PERGAMINO.lng);
    expect(forecast.data.validTimeLocal).toHaveLength(7);
    expect(forecast.data.calendarDayTemperatureMax).toHaveLength(7);
    expect(forecast.hourly.validTimeLocal.length).toBeGreaterThanOrEqual(72);
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect(forecast.data.validTimeLocal[0].slice(0, 10)).toBe(today);
    expect(forecast.data.wxPhraseLong.every((phrase) => /^[A-ZÁÉÍÓÚ]/.test(phrase))).toBe(true);
    const english = await weather.getForecast("en-US", 41.5868, -93.625);
    expect(english.data.validTimeLocal[0]).toMatch(/-06:00$/);
  });

  it("a forecast kept from before the place's midnight is asked again after it: the widget keeps its 7 days", async () => {
    const weather = await fresh();
    // 23:40 in Pergamino (UTC−3), then 00:10, well within the forecast's hour in the cache.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-22T02:40:00Z") });
    try {
      const before = await weather.getForecast("es-AR", PERGAMINO.lat, PERGAMINO.lng);
      expect(before.data.validTimeLocal[0].slice(0, 10)).toBe("2026-11-21");
      vi.setSystemTime(Date.parse("2026-11-22T03:10:00Z"));
      const after = await weather.getForecast("es-AR", PERGAMINO.lat, PERGAMINO.lng);
      expect(after.data.validTimeLocal[0].slice(0, 10)).toBe("2026-11-22");
      expect(after.data.validTimeLocal).toHaveLength(7);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shares one forecast per ~10 km cell and serves it through an outage; another cell fails", async () => {
    const weather = await fresh();
    const first = await weather.getForecast("es-AR", PERGAMINO.lat, PERGAMINO.lng);
    await setFault(sandbox, { upstream: "weather", mode: "status", status: 500 });
    expect(await weather.getForecast("es-AR", PERGAMINO.lat + 0.02, PERGAMINO.lng - 0.02)).toEqual(first);
    await expect(weather.getForecast("es-AR", -31.42, -64.19)).rejects.toMatchObject({
      name: "UpstreamError",
      upstream: "weather",
    });
  });

  it("past days for degree days end yesterday", async () => {
    const weather = await fresh();
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const history = await weather.getHistory("es-AR", PERGAMINO.lat, PERGAMINO.lng, from);
    expect(history.days.length).toBeGreaterThanOrEqual(29);
    expect(history.days.length).toBeLessThanOrEqual(31);
    expect(history.days[0].day).toBe(from);
  });

  it("predicts places of the locale's country only, and finds their details", async () => {
    const weather = await fresh();
    const predictions = await weather.predictPlaces("es-AR", "perg");
    expect(predictions.map((p) => p.description)).toContain("Pergamino, Buenos Aires, Argentina");
    expect(await weather.predictPlaces("es-AR", "sorriso")).toEqual([]);
    expect((await weather.predictPlaces("pt-BR", "78890")).map((p) => p.types)).toEqual([["postal_code"]]);
    const place = await weather.getPlace("es-AR", predictions[0].placeId);
    expect(place).toMatchObject({ locality: "Pergamino", country: "AR" });
    expect(await weather.getPlace("es-AR", "AR-nowhere")).toBeNull();
    expect(await weather.getPlace("es-AR", "AR-sin-mapa")).toMatchObject({ geometry: null });
  });

  it("names a position by its nearest town, or nothing far from any", async () => {
    const weather = await fresh();
    expect(await weather.placeAt("es-AR", -33.9, -60.6)).toMatchObject({ locality: "Pergamino" });
    expect(await weather.placeAt("es-AR", -60, -30)).toBeNull();
  });

  it("lists each bulletin region's videos, today's first", async () => {
    const weather = await fresh();
    const videos = await weather.getBulletins("pt-BR", "mapitoba");
    expect(videos.length).toBeGreaterThanOrEqual(3);
    expect(videos[0].publishedOn).toBe(new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10));
    expect(videos.every((video) => /^[\w-]{11}$/.test(video.videoId))).toBe(true);
  });
});
