import { describe, expect, it } from "vitest";

import {
  BANNER_ICON_SIZE,
  closedBannerIds,
  isClosable,
  MAX_REMEMBERED,
  rememberClosed,
  showsInfoBanner,
} from "./info-banners";
import { currentItems, isWithinDates } from "./marketing-carousel";
import { shortenSeasonName } from "./season-name";
import { withSuggestionSource } from "./suggestion-link";

describe("marketing carousel: shown only between its start and end dates", () => {
  const today = "2026-11-23";
  it.each([
    ["current", { startDate: "2026-11-01", endDate: "2026-12-31" }, true],
    ["starts today", { startDate: today, endDate: "2026-12-31" }, true],
    ["ends today", { startDate: "2026-11-01", endDate: today }, true],
    ["one day only, today", { startDate: today, endDate: today }, true],
    ["past (ended yesterday)", { startDate: "2026-10-01", endDate: "2026-11-22" }, false],
    ["future (starts tomorrow)", { startDate: "2026-11-24", endDate: "2026-12-31" }, false],
    ["open start", { startDate: null, endDate: "2026-12-31" }, true],
    ["open end", { startDate: "2026-11-01", endDate: null }, true],
    ["no dates", { startDate: null, endDate: null }, true],
    ["ends before it starts", { startDate: "2026-11-30", endDate: "2026-11-01" }, false],
  ])("%s", (_name, item, shown) => expect(isWithinDates(item, today)).toBe(shown));

  it("keeps the upstream's order of the current items", () => {
    const items = [
      { id: "b", startDate: "2026-11-01", endDate: "2026-11-30" },
      { id: "past", startDate: "2026-01-01", endDate: "2026-02-01" },
      { id: "a", startDate: null, endDate: null },
      { id: "future", startDate: "2027-01-01", endDate: null },
    ];
    expect(currentItems(items, today).map((item) => item.id)).toEqual(["b", "a"]);
  });
});

describe("the campaign banner shortens 'Safra' season names", () => {
  it.each([
    ["Safra 2024/2025", "Safra 24/25"],
    ["Campanha Safra 2025/2026 de soja", "Campanha Safra 25/26 de soja"],
    ["Safra 2025-2026", "Safra 25-26"],
    ["Safra 2024 / 2025", "Safra 24/25"],
    ["Safra 2026", "Safra 26"],
    ["SAFRA 1999/2000", "SAFRA 99/00"],
    ["safra 2025/2026", "safra 25/26"],
    ["Safrinha 2026", "Safrinha 2026"],
    ["Campaña 2025/2026", "Campaña 2025/2026"],
    ["Safra 24/25", "Safra 24/25"],
    ["Safra de verão", "Safra de verão"],
  ])("%j → %j", (name, short) => expect(shortenSeasonName(name)).toBe(short));
});

describe("info banners", () => {
  const grower = { isEleva: false };
  const eleva = { isEleva: true };
  const none = new Set<string>();

  it("icons are 40 px on the Eleva banner and 24 px on the campaign banner", () => {
    expect(BANNER_ICON_SIZE).toEqual({ eleva: 40, campaign: 24 });
  });

  it("the Eleva banner is for Eleva members only", () => {
    expect(showsInfoBanner({ id: "e", variant: "eleva" }, grower, none)).toBe(false);
    expect(showsInfoBanner({ id: "e", variant: "eleva" }, eleva, none)).toBe(true);
  });

  it("only the campaign banner closes, and a closed one stays closed", () => {
    expect(isClosable("campaign")).toBe(true);
    expect(isClosable("default")).toBe(false);
    expect(isClosable("eleva")).toBe(false);
    const closed = new Set(["c1", "d1", "e1"]);
    expect(showsInfoBanner({ id: "c1", variant: "campaign" }, grower, closed)).toBe(false);
    expect(showsInfoBanner({ id: "c2", variant: "campaign" }, grower, closed)).toBe(true);
    expect(showsInfoBanner({ id: "d1", variant: "default" }, grower, closed)).toBe(true);
    expect(showsInfoBanner({ id: "e1", variant: "eleva" }, eleva, closed)).toBe(true);
  });

  it("reads the remembered ids, dropping anything an upstream could not have sent", () => {
    expect(closedBannerIds(undefined)).toEqual([]);
    expect(closedBannerIds("")).toEqual([]);
    expect(closedBannerIds("c1,c2,c1")).toEqual(["c1", "c2"]);
    expect(closedBannerIds("c1,<script>,,c-3")).toEqual(["c1", "c-3"]);
  });

  it("remembers the newest closes, at most MAX_REMEMBERED", () => {
    expect(rememberClosed(["a", "b"], "a")).toEqual(["b", "a"]);
    const many = Array.from({ length: MAX_REMEMBERED }, (_, i) => `id${i}`);
    const after = rememberClosed(many, "new");
    expect(after).toHaveLength(MAX_REMEMBERED);
    expect(after.at(-1)).toBe("new");
    expect(after).not.toContain("id0");
  });
});

describe("suggestion links carry utm_source=sugestao", () => {
  it.each([
    ["/campanhas", "/campanhas?utm_source=sugestao"],
    ["https://impulso.example/br/campanhas", "https://impulso.example/br/campanhas?utm_source=sugestao"],
    [
      "https://impulso.example/br/campanhas?simulador=soja",
      "https://impulso.example/br/campanhas?simulador=soja&utm_source=sugestao",
    ],
    ["/campanas?utm_source=mail#milho", "/campanas?utm_source=sugestao#milho"],
  ])("%s → %s", (link, expected) => expect(withSuggestionSource(link)).toBe(expected));
});
