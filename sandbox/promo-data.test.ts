import { describe, expect, it } from "vitest";

import { currentItems } from "../app/domain/banners/marketing-carousel";
import { campaignSuggestions, infoBanners, marketingCarousel } from "../app/services/banners/contract";
import { course, courseList } from "../app/services/courses/contract";
import { DEMO_ACCOUNTS, findAccountByEmail } from "./data/accounts";
import { carouselFor, infoBannersFor, suggestionsFor } from "./data/banners";
import { courseFor, coursesFor } from "./data/courses";

const members = DEMO_ACCOUNTS.filter(
  (account): account is (typeof DEMO_ACCOUNTS)[number] & { country: "BR" | "AR" } =>
    account.member !== null && account.country !== "US",
);
const today = "2026-11-23";

describe("the banners upstream's data keeps its contract", () => {
  it.each(members.map((account) => [account.email, account] as const))("%s", (_email, account) => {
    expect(campaignSuggestions.parse(suggestionsFor(account, account.country))).toBeTruthy();
    expect(infoBanners.parse(infoBannersFor(account.country)).banners.map((b) => b.variant)).toEqual([
      "default",
      "campaign",
      "eleva",
    ]);
    const carousel = marketingCarousel.parse(carouselFor(account.country, today));
    // Two current slides, one that ended yesterday, one that starts tomorrow: the portal shows the first two.
    expect(currentItems(carousel.items, today).map((item) => item.id)).toEqual(["slide-1", "slide-2"]);
    expect(carousel.items[2].endDate).toBe("2026-11-22");
    expect(carousel.items[3].startDate).toBe("2026-11-24");
  });

  it("one member has no campaign suggestions (the banner's empty state)", () => {
    expect(suggestionsFor(findAccountByEmail("br.1estrela@surco.example")!, "BR").suggestions).toEqual([]);
  });

  it("picks the banners of the country asked for, in its language, whoever the member is", () => {
    const argentine = findAccountByEmail("ar.permitido@surco.example")!;
    expect(infoBannersFor("BR").banners[0]!.title).toBe("Seus impulsos valem por 3 anos");
    expect(carouselFor("BR", today).items[0]!.title).toBe("Dia de campo de milho");
    expect(suggestionsFor(argentine, "BR").suggestions[0]!.suggestion.suggestionLink).toMatch(
      /^https:\/\/impulso\.example\/br\//,
    );
    // Each country's season in its own word.
    expect(infoBannersFor("AR").banners.find((b) => b.variant === "campaign")!.season).toBe("Campaña 2025/2026");
  });
});

describe("the courses upstream's data keeps its contract", () => {
  it.each(["BR", "AR"])("%s: 18 courses, each with as many units as modules", (country) => {
    const list = courseList.parse({ courses: coursesFor(country) });
    expect(list.courses).toHaveLength(18);
    for (const card of list.courses) {
      const full = course.parse(courseFor(country, card.path));
      expect(full.units).toBe(full.modules.length);
      expect(full.modules.length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(list.courses.map((c) => c.path)).size).toBe(18);
  });

  it("has no courses where Impulso does not run, nor an unknown course", () => {
    expect(coursesFor("US")).toBeNull();
    expect(courseFor("BR", "no-such-course")).toBeNull();
  });
});
