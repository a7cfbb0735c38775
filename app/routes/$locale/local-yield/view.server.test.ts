import { describe, expect, it } from "vitest";

import { i18nServer } from "~/i18n/i18next.server";
import type { YieldTrial } from "~/services/yield-trials/contract";

import { trialCard } from "./view.server";

const TRIAL: YieldTrial = {
  id: "t1",
  product: "SG 6210 VT2P",
  crop: "corn",
  yield: 231.46,
  moisture: 17.26,
  comparison: { product: "Prairie Gold 1185", yield: 224.04 },
  plot: "strip",
  acres: 4.18,
  city: "Ames",
  state: "IA",
  lat: 42.03,
  lng: -93.63,
  plantedOn: "2026-04-28",
  harvestedOn: "2026-10-14",
};

describe("a trial card as a US grower reads it", () => {
  it("in American English: bu/ac, miles, the comparison and its difference, US dates", async () => {
    const t = await i18nServer.getFixedT("en-US", "local-yield");
    expect(trialCard(t, "en-US", TRIAL, 12.4)).toEqual({
      id: "t1",
      product: "SG 6210 VT2P",
      place: "Ames, IA",
      distance: "12 mi away",
      yieldLabel: "Yield",
      yield: "231.5 bu/ac",
      comparison: {
        text: "Compared with Prairie Gold 1185",
        yield: "224.0 bu/ac",
        advantage: "7.5 bu/ac more",
        tone: "ahead",
      },
      details: [
        { label: "Harvested", value: "Oct 14, 2026" },
        { label: "Planted", value: "Apr 28, 2026" },
        { label: "Moisture at harvest", value: "17.3%" },
        { label: "Plot", value: "Side-by-side strip, 4.2 ac" },
      ],
    });
  });

  it("says when the comparison yielded more, or the same", async () => {
    const t = await i18nServer.getFixedT("en-US", "local-yield");
    const behind = trialCard(t, "en-US", { ...TRIAL, comparison: { product: "X", yield: 240.12 } }, 0);
    expect(behind.comparison).toMatchObject({ advantage: "8.6 bu/ac less", tone: "behind" });
    const even = trialCard(t, "en-US", { ...TRIAL, comparison: { product: "X", yield: 231.5 } }, 0);
    expect(even.comparison).toMatchObject({ advantage: "Same yield", tone: "even" });
  });

  it("a single entry has no comparison and says so", async () => {
    const t = await i18nServer.getFixedT("en-US", "local-yield");
    const card = trialCard(t, "en-US", { ...TRIAL, comparison: null, plot: "replicated", acres: 0.5 }, 3);
    expect(card.comparison).toBeNull();
    expect(card.details.at(-1)).toEqual({ label: "Plot", value: "Single entry, 0.5 ac" });
  });

  it("in US Spanish: the same figures, its own words and dates", async () => {
    const t = await i18nServer.getFixedT("es-US", "local-yield");
    const card = trialCard(t, "es-US", TRIAL, 12.4);
    expect(card.yield).toBe("231.5 bu/acre");
    expect(card.distance).toBe("a 12 mi");
    expect(card.comparison?.advantage).toBe("7.5 bu/acre más");
    expect(card.details[0].value.replace(/\u00a0/g, " ")).toBe("14 oct 2026");
  });
});
