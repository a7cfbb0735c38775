import { describe, expect, it } from "vitest";

import { calmHref, chooseSeason, readDashboardQuery, retryHref } from "./query";

describe("the dashboard's query string", () => {
  it.each([
    ["", { season: "", retry: false, crop: "" }],
    ["?temporada=2023", { season: "2023", retry: false, crop: "" }],
    ["?temporada=%202023%20&reintentar=1", { season: "2023", retry: true, crop: "" }],
    ["?reintentar=yes&temporada=", { season: "", retry: true, crop: "" }],
    ["?temporada=2024&cultivo=soybeans", { season: "2024", retry: false, crop: "soybeans" }],
    // A repeated key keeps its first value (app/forms/read-query.ts).
    ["?temporada=2023&temporada=2024", { season: "2023", retry: false, crop: "" }],
  ])("%s → %j", (search, query) => expect(readDashboardQuery(new URLSearchParams(search))).toEqual(query));

  it("shows the season asked for when the grower has it, else their first", () => {
    expect(chooseSeason(["2024", "2023"], "2023")).toBe("2023");
    expect(chooseSeason(["2024", "2023"], "1999")).toBe("2024");
    expect(chooseSeason(["2024", "2023"], "")).toBe("2024");
    expect(chooseSeason([], "2023")).toBe("");
  });

  it("checks again without the retry flag, and retries the season shown", () => {
    expect(calmHref(new URL("http://x/es-ar/mis-campos?temporada=2019&reintentar=1"))).toBe(
      "/es-ar/mis-campos?temporada=2019",
    );
    expect(calmHref(new URL("http://x/es-ar/mis-campos?reintentar=1"))).toBe("/es-ar/mis-campos");
    expect(retryHref("/es-ar/mis-campos", "2020")).toBe("/es-ar/mis-campos?temporada=2020&reintentar=1");
    expect(retryHref("/es-ar/mis-campos", "")).toBe("/es-ar/mis-campos?reintentar=1");
  });
});
