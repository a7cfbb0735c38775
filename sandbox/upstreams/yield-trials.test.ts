// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { trialBrandList, trialSearchResult, zipLookupResult } from "../../app/services/yield-trials/contract";
import { startTestSandbox, type TestSandbox } from "../test-support";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.dispose();
});

const get = (path: string) => fetch(`${sandbox.env.YIELD_TRIALS_API_URL}${path}`);

describe("the yield trials upstream", () => {
  it("lists its brands and their crops under the contract", async () => {
    const { brands } = trialBrandList.parse(await (await get("/brands")).json());
    expect(brands.map((b) => [b.slug, b.crops])).toEqual([
      ["surco-genetics", ["corn", "soybeans"]],
      ["campo-alto", ["corn"]],
    ]);
  });

  it("answers every brand and crop's trials under the contract, across several states, harvested before today", async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [brand, crop] of [
      ["surco-genetics", "corn"],
      ["surco-genetics", "soybeans"],
      ["campo-alto", "corn"],
    ]) {
      const response = await get(`/trials?brand=${brand}&crop=${crop}&zip=50010`);
      expect(response.status).toBe(200);
      const { trials } = trialSearchResult.parse(await response.json());
      expect(new Set(trials.map((t) => t.state))).toEqual(new Set(["IA", "IL", "NE", "MN", "KS", "IN", "SD", "MO"]));
      expect(new Set(trials.map((t) => t.id)).size).toBe(trials.length);
      for (const trial of trials) {
        expect(trial.crop).toBe(crop);
        expect(trial.harvestedOn < today).toBe(true);
        expect(trial.plantedOn < trial.harvestedOn).toBe(true);
      }
    }
  });

  it.each([
    ["an unknown brand", "brand=acme&crop=corn&zip=50010", "invalid-brand"],
    ["no brand", "crop=corn&zip=50010", "invalid-brand"],
    ["a crop the brand does not test", "brand=campo-alto&crop=soybeans&zip=50010", "invalid-crop"],
    ["an unknown crop", "brand=surco-genetics&crop=wheat&zip=50010", "invalid-crop"],
    ["a zip that is not 5 digits", "brand=surco-genetics&crop=corn&zip=5001", "invalid-zipcode"],
    ["letters in the zip", "brand=surco-genetics&crop=corn&zip=5OO1O", "invalid-zipcode"],
    ["everything wrong: the brand first", "brand=acme&crop=wheat&zip=x", "invalid-brand"],
  ])("%s: 400 %s", async (_, query, message) => {
    const response = await get(`/trials?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it("geocodes its zip codes as the spec's postcode lookup; an unknown zip is an empty list", async () => {
    expect(zipLookupResult.parse(await (await get("/zip-codes/50010")).json())).toEqual([
      { geometry: { coordinates: [-93.62, 42.0347] }, properties: { postcode_name: "Ames, IA" } },
    ]);
    expect(await (await get("/zip-codes/99999")).json()).toEqual([]);
    expect((await get("/zip-codes/50O10")).status).toBe(400);
  });

  it("fails on demand through the faults mechanism", async () => {
    await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ upstream: "yield-trials", mode: "status", status: 503 }),
    });
    expect((await get("/brands")).status).toBe(503);
    await fetch(`${sandbox.url}/_sandbox/faults`, { method: "DELETE" });
    expect((await get("/brands")).status).toBe(200);
  });
});
