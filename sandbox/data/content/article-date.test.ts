import { expect, it } from "vitest";

import { articleDate } from "./article-date";

it("dates by the country's calendar, never ahead of it, whatever the hour in UTC", () => {
  // 00:20 UTC on 29 November is still the 28th in Buenos Aires, São Paulo and Chicago.
  const lateEvening = new Date("2026-11-29T00:20:00Z");
  for (const locale of ["es-AR", "pt-BR", "en-US", "es-US"]) {
    expect(articleDate(0, locale, lateEvening)).toBe("2026-11-28");
    expect(articleDate(2, locale, lateEvening)).toBe("2026-11-26");
  }
  // At noon UTC every one of them is on the 29th.
  expect(articleDate(0, "es-AR", new Date("2026-11-29T12:00:00Z"))).toBe("2026-11-29");
  // Across a month's end.
  expect(articleDate(30, "en-US", new Date("2026-03-01T12:00:00Z"))).toBe("2026-01-30");
});
