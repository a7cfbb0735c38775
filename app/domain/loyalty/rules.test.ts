import { describe, expect, it } from "vitest";

import { seenOn } from "~/domain/text/cut-pieces";
import { readQuery } from "~/forms/read-query";
import { LIFETIMES } from "~/services/cache.server";

import { addDays, addYears, daysBetween, isIsoDay, memberDay } from "./calendar";
import { expirationDayFor, expiringPoints, EXPIRY_WINDOW_DAYS, POINTS_VALIDITY_YEARS } from "./expiry";
import { CSV_BOM, csvCell, toCsv } from "./history-csv";
import {
  DEFAULT_HISTORY_PAGE_SIZE,
  HISTORY_PAGE_SIZES,
  historyParams,
  historyQuerySchema,
  RECENT_TRANSACTIONS,
  searchText,
} from "./history-query";
import { bandRange, isPointsBand, POINTS_BANDS, SEARCH_MAX_POINTS, searchRange } from "./points-bands";
import { groupRoleOf, redemptionButton } from "./redemption";
import {
  CALCULATOR_MAX_PAGE,
  CALCULATOR_PAGE_SIZE,
  SERVICE_CATEGORIES,
  SERVICE_COLUMNS,
  SERVICE_CROPS,
  SERVICE_JOURNEYS,
  SERVICES_MAX_PAGE,
  SERVICES_STEP,
  shownUpTo,
  withFilterChange,
  withNextPage,
} from "./service-filters";
import { catalogueSearchSchema, serviceFiltersSchema } from "./service-filters-url";
import { MAX_STARS, STAR_THRESHOLDS, starProgress, STARS_DISPLAY_CAP, starsFor } from "./stars";
import { transactionState } from "./transaction-state";
import {
  ELLIPSIS,
  HISTORY_DESCRIPTION_LIMIT,
  historyDescription,
  NARROW_BELOW_PX,
  ORDER_ITEM_DESCRIPTION_LIMIT,
  orderItemDescription,
  truncate,
} from "./truncate";

describe("stars (spec 001 §4 §9, 002 §9)", () => {
  it("thresholds 0 / 15,000 / 50,000 / 200,000 / 550,000, at most 5 stars, display capped at 550,000", () => {
    expect(STAR_THRESHOLDS).toEqual([0, 15_000, 50_000, 200_000, 550_000]);
    expect(MAX_STARS).toBe(5);
    expect(STARS_DISPLAY_CAP).toBe(550_000);
  });

  it.each([
    // points, stars, next, to next, percent, displayed
    [0, 1, 2, 15_000, 0, 0],
    [14_999, 1, 2, 1, 99, 14_999],
    [15_000, 2, 3, 35_000, 0, 15_000],
    [32_500, 2, 3, 17_500, 50, 32_500],
    [49_999, 2, 3, 1, 99, 49_999],
    [50_000, 3, 4, 150_000, 0, 50_000],
    [199_999, 3, 4, 1, 99, 199_999],
    [200_000, 4, 5, 350_000, 0, 200_000],
    [549_999, 4, 5, 1, 99, 549_999],
    [550_000, 5, null, 0, 100, 550_000],
    [712_300, 5, null, 0, 100, 550_000],
    [-10, 1, 2, 15_000, 0, 0],
  ])("%i points → %i stars, next %s, %i to go, %i %%, shows %i", (points, stars, next, toNext, percent, shown) => {
    expect(starsFor(Math.max(0, points))).toBe(stars);
    expect(starProgress(points)).toMatchObject({
      stars,
      nextStars: next,
      pointsToNext: toNext,
      percent,
      displayPoints: shown,
    });
  });
});

describe("calendar of the member area (UTC−3)", () => {
  it.each([
    ["2026-03-10T02:59:00Z", "2026-03-09"],
    ["2026-03-10T03:00:00Z", "2026-03-10"],
    ["2026-12-31T23:00:00Z", "2026-12-31"],
  ])("the instant %s is the member day %s", (instant, day) => expect(memberDay(instant)).toBe(day));

  it.each([
    ["2026-02-28", true],
    ["2026-02-29", false],
    ["2028-02-29", true],
    ["2026-13-01", false],
    ["26-01-01", false],
    ["", false],
  ])("%j is a day: %s", (value, ok) => expect(isIsoDay(value)).toBe(ok));

  it("counts days and adds days and years", () => {
    expect(daysBetween("2026-01-01", "2026-02-15")).toBe(45);
    expect(daysBetween("2026-02-15", "2026-01-01")).toBe(-45);
    expect(addDays("2026-12-20", 45)).toBe("2027-02-03");
    expect(addYears("2024-02-29", 3)).toBe("2027-02-28");
    expect(addYears("2023-06-15", 3)).toBe("2026-06-15");
  });
});

describe("expiring points (spec 001 §4 §9)", () => {
  const today = "2026-05-10";
  it("points are valid 3 years; the window is 45 days", () => {
    expect(POINTS_VALIDITY_YEARS).toBe(3);
    expect(EXPIRY_WINDOW_DAYS).toBe(45);
    expect(expirationDayFor("2023-05-10")).toBe("2026-05-10");
    expect(expirationDayFor("2024-02-29")).toBe("2027-02-28");
  });

  it.each([
    ["nothing at all", [], { kind: "none", total: 0, days: null, latestDate: null }],
    [
      "points expiring today win over later ones",
      [
        ["2026-05-10", 300],
        ["2026-05-10", 200],
        ["2026-05-20", 999],
      ],
      { kind: "today", total: 500, days: 0, latestDate: "2026-05-10" },
    ],
    [
      "otherwise the next 45 days, with the days to the latest",
      [
        ["2026-05-11", 100],
        ["2026-06-24", 50],
        ["2026-06-25", 7],
      ],
      { kind: "soon", total: 150, days: 45, latestDate: "2026-06-24" },
    ],
    ["day 46 is outside the window", [["2026-06-25", 70]], { kind: "none", total: 0, days: null, latestDate: null }],
    [
      "days already past are not expiring",
      [["2026-05-09", 70]],
      { kind: "none", total: 0, days: null, latestDate: null },
    ],
    [
      "entries without points are ignored",
      [
        ["2026-05-10", 0],
        ["2026-05-12", 40],
      ],
      { kind: "soon", total: 40, days: 2, latestDate: "2026-05-12" },
    ],
  ] as const)("%s", (_what, entries, expected) => {
    expect(
      expiringPoints(
        entries.map(([expirationDate, points]) => ({ expirationDate, points })),
        today,
      ),
    ).toEqual(expected);
  });
});

describe("the redemption button (spec 001 §4 §5)", () => {
  it.each([
    // enrolled, role, balance, cost, button
    [false, "none", 10_000, 100, "connect"],
    [false, "leader", 10_000, 0, "connect"],
    [true, "none", 0, 0, "free"],
    [true, "none", 0, -5, "free"],
    [true, "member", 0, 0, "free"],
    [true, "none", 1_000, 1_000, "redeem"],
    [true, "none", 1_000, 999, "redeem"],
    [true, "none", 1_000, 1_001, "access"],
    [true, "leader", 50_000, 50_000, "redeem"],
    [true, "leader", 49_999, 50_000, "access"],
    [true, "member", 1_000_000, 10, "group"],
    [true, "member", 0, 10, "group"],
  ] as const)("enrolled %s, %s, balance %i, cost %i → %s", (enrolled, role, balance, cost, button) => {
    expect(redemptionButton({ enrolled, role, balance, cost })).toBe(button);
  });

  it.each([
    [{ nmGroup: null, flGroupLeader: false }, "none"],
    [{ nmGroup: "Grupo Familiar Bertolini", flGroupLeader: true }, "leader"],
    [{ nmGroup: "Grupo Familiar Bertolini", flGroupLeader: false }, "member"],
  ] as const)("%j is %s", (member, role) => expect(groupRoleOf(member)).toBe(role));
});

describe("truncation (spec 001 §9)", () => {
  it("20 characters under 540 px, 40 otherwise, 30 for order items", () => {
    expect(HISTORY_DESCRIPTION_LIMIT).toEqual({ narrow: 20, wide: 40 });
    expect(NARROW_BELOW_PX).toBe(540);
    expect(ORDER_ITEM_DESCRIPTION_LIMIT).toBe(30);
  });

  it.each([
    ["", 20, ""],
    ["Cadastro de nota", 20, "Cadastro de nota"],
    ["12345678901234567890", 20, "12345678901234567890"],
    ["123456789012345678901", 20, `12345678901234567890${ELLIPSIS}`],
    ["Resgate de pedido na loja", 20, `Resgate de pedido na${ELLIPSIS}`],
    ["Nota fiscal de sementes ", 20, `Nota fiscal de semen${ELLIPSIS}`],
    ["Bonificação açúcar é ótimo", 10, `Bonificaçã${ELLIPSIS}`],
    ["Cafe\u0301 colhido", 4, `Café${ELLIPSIS}`],
    ["🌽🌽🌽🌽🌽", 3, `🌽🌽🌽${ELLIPSIS}`],
    ["Transferência de pontos para o grupo", 20, `Transferência de pon${ELLIPSIS}`],
  ])("%j cut to %i → %j", (text, max, cut) => expect(truncate(text, max)).toBe(cut));

  it("a history description has its narrow and wide cuts; order items are cut to 30", () => {
    const text = "Cadastro de nota fiscal 000.123.456 — Agropecuária Boa Safra Ltda.";
    const pieces = historyDescription(text);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
    expect(seenOn(pieces, "narrow")).toBe(`Cadastro de nota fis${ELLIPSIS}`);
    expect(seenOn(pieces, "wide")).toBe(`Cadastro de nota fiscal 000.123.456 — Ag${ELLIPSIS}`);
    expect(orderItemDescription("Consultoria agronômica para soja — 10 visitas")).toBe(
      `Consultoria agronômica para so${ELLIPSIS}`,
    );
    expect(orderItemDescription("Curso de manejo")).toBe("Curso de manejo");
  });
});

describe("points bands and their search ranges (spec 000 §9, 001 §9)", () => {
  it("are under 50,000; 50,000–100,000; 100,000–150,000; over 150,000", () => {
    expect(POINTS_BANDS.map((b) => b.min)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(SEARCH_MAX_POINTS).toBe(999_999);
  });
  it.each([
    [0, { min: 0, max: 50_000 }],
    [50_000, { min: 50_000, max: 100_000 }],
    [100_000, { min: 100_000, max: 150_000 }],
    [150_000, { min: 150_000, max: 999_999 }],
  ])("min %i searches %j", (min, range) => expect(bandRange(min)).toEqual(range));
  it.each([
    ["under-50000", { min: 0, max: 50_000 }],
    ["50000-100000", { min: 50_000, max: 100_000 }],
    ["100000-150000", { min: 100_000, max: 150_000 }],
    ["over-150000", { min: 150_000, max: 999_999 }],
    [null, { min: 0, max: 999_999 }],
  ] as const)("band %s searches %j", (band, range) => expect(searchRange(band)).toEqual(range));
  it.each([
    ["over-150000", true],
    ["150000", false],
    ["", false],
    [null, false],
  ])("%j is a band: %s", (value, ok) => expect(isPointsBand(value)).toBe(ok));
});

describe("service filters and paging (spec 001 §3 §4 §9)", () => {
  it("crops, journeys and categories are the spec's", () => {
    expect(SERVICE_CROPS).toEqual(["cotton", "coffee", "sugarcane", "corn", "soy"]);
    expect(SERVICE_JOURNEYS).toEqual(["harvest", "purchase", "in-season", "planning", "planting", "pre-planting"]);
    expect(SERVICE_CATEGORIES).toEqual([
      "agro-software",
      "agronomic-consulting",
      "personalised-consulting",
      "courses-training",
    ]);
  });
  it("page sizes: 8 in the calculator, 8 on mobile and 16 on desktop in the services block, 4 columns; cached about 59 minutes", () => {
    expect(CALCULATOR_PAGE_SIZE).toBe(8);
    expect(SERVICES_STEP).toEqual({ mobile: 8, desktop: 16 });
    expect(SERVICE_COLUMNS).toBe(4);
    expect(LIFETIMES.loyaltyRecommendations).toBe(3_540_000);
    expect([shownUpTo(1, 8), shownUpTo(3, 8), shownUpTo(2, 16)]).toEqual([8, 24, 32]);
  });
  it.each([
    ["", { crop: null, journey: null, category: null, band: null, page: 1 }],
    [
      "crop=corn&journey=in-season&category=agro-software&band=over-150000&page=3",
      { crop: "corn", journey: "in-season", category: "agro-software", band: "over-150000", page: 3 },
    ],
    [
      "crop=wheat&journey=x&category=&band=7&page=0",
      { crop: null, journey: null, category: null, band: null, page: 1 },
    ],
    ["page=99999", { crop: null, journey: null, category: null, band: null, page: SERVICES_MAX_PAGE }],
    ["page=2.5", { crop: null, journey: null, category: null, band: null, page: 1 }],
  ])("reads %j", (query, filters) => {
    const reading = readQuery(new URLSearchParams(query), serviceFiltersSchema);
    expect(reading).toMatchObject({ value: filters, errors: {} });
  });

  it("pages as deep as the row ceiling every list shares: 10,000 services at 16, or items at 8", () => {
    expect([SERVICES_MAX_PAGE, CALCULATOR_MAX_PAGE]).toEqual([625, 1250]);
    expect(readQuery(new URLSearchParams("page=99999"), catalogueSearchSchema).value.page).toBe(CALCULATOR_MAX_PAGE);
  });

  it("the calculator's crop, journey and category only apply to the services tab", () => {
    const readSearch = (params: URLSearchParams) => readQuery(params, catalogueSearchSchema).value;
    const query = new URLSearchParams(
      "tab=products&crop=corn&journey=harvest&category=agro-software&band=under-50000&page=2",
    );
    expect(readSearch(query)).toEqual({
      tab: "products",
      crop: null,
      journey: null,
      category: null,
      band: "under-50000",
      page: 2,
    });
    expect(readSearch(new URLSearchParams("tab=other&crop=corn")).tab).toBe("services");
    expect(readSearch(new URLSearchParams("crop=corn")).crop).toBe("corn");
  });

  it("changing a filter or the tab goes back to page 1 and keeps the rest", () => {
    const query = new URLSearchParams("reais=100&crop=corn&page=4");
    expect(withFilterChange(query, { journey: "harvest" }).toString()).toBe("reais=100&crop=corn&journey=harvest");
    expect(withFilterChange(query, { crop: null, tab: "products" }).toString()).toBe("reais=100&tab=products");
    expect(withNextPage(query, 4, SERVICES_MAX_PAGE).toString()).toBe("reais=100&crop=corn&page=5");
    expect(withNextPage(query, SERVICES_MAX_PAGE, SERVICES_MAX_PAGE).get("page")).toBe(String(SERVICES_MAX_PAGE));
  });
});

describe("the history query (spec 001 §5 §7 §9)", () => {
  const categories = ["1", "2", "3"];
  const read = (query: string) => {
    const { value, errors } = readQuery(new URLSearchParams(query), historyQuerySchema(categories));
    return { query: value, errors };
  };

  it("page size 10 by default, with 10, 25, 50 and 100; the status block shows 5", () => {
    expect(HISTORY_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_HISTORY_PAGE_SIZE).toBe(10);
    expect(RECENT_TRANSACTIONS).toBe(5);
  });

  it.each([
    ["", { page: 1, size: 10, categories: [], from: null, to: null, search: null }, {}],
    ["size=25&page=3", { page: 3, size: 25, categories: [], from: null, to: null, search: null }, {}],
    ["size=30&page=-1", { page: 1, size: 10, categories: [], from: null, to: null, search: null }, {}],
    ["size=100&q=%20%20", { page: 1, size: 100, categories: [], from: null, to: null, search: null }, {}],
    // The row ceiling every list shares: 10,000 rows, so 1,000 pages of 10 and 100 of 100.
    ["page=5000", { page: 1000, size: 10, categories: [], from: null, to: null, search: null }, {}],
    ["size=100&page=5000", { page: 100, size: 100, categories: [], from: null, to: null, search: null }, {}],
    [
      "q=%20nota%20%20fiscal%20",
      { page: 1, size: 10, categories: [], from: null, to: null, search: "nota fiscal" },
      {},
    ],
    [
      "category=2&category=9&category=2",
      { page: 1, size: 10, categories: ["2"], from: null, to: null, search: null },
      {},
    ],
    [
      "from=2025-01-01&to=2025-12-31",
      { page: 1, size: 10, categories: [], from: "2025-01-01", to: "2025-12-31", search: null },
      {},
    ],
    [
      "from=2025-12-31&to=2025-01-01&size=25",
      { page: 1, size: 25, categories: [], from: null, to: null, search: null },
      { from: ["history.dateErrors.range-reversed"], to: ["history.dateErrors.range-reversed"] },
    ],
    [
      "from=2025-02-30&to=31/12/2025&category=1",
      { page: 1, size: 10, categories: ["1"], from: null, to: null, search: null },
      { from: ["history.dateErrors.invalid-from"], to: ["history.dateErrors.invalid-to"] },
    ],
    [
      "from=2025-01-01&to=soon",
      { page: 1, size: 10, categories: [], from: "2025-01-01", to: null, search: null },
      { to: ["history.dateErrors.invalid-to"] },
    ],
  ])("reads %j", (query, expected, errors) => {
    expect(read(query)).toEqual({ query: expected, errors });
  });

  it("search ignores empty or whitespace text (spec 001 §5)", () => {
    expect([searchText(""), searchText(" \t "), searchText(null), searchText(" a  b ")]).toEqual([
      null,
      null,
      null,
      "a b",
    ]);
  });

  it("writes the query back without defaults; any change to filters can drop the page", () => {
    const { query } = read("q=nota&category=1&category=3&from=2025-01-01&size=50&page=4");
    expect(historyParams(query).toString()).toBe("q=nota&category=1&category=3&from=2025-01-01&size=50&page=4");
    expect(historyParams(query, { page: 1 }).toString()).toBe("q=nota&category=1&category=3&from=2025-01-01&size=50");
    expect(historyParams(read("").query).toString()).toBe("");
  });
});

describe("a transaction's state (beyond the spec)", () => {
  const today = "2026-05-10";
  it.each([
    [{ kind: "credit", status: "pending", expirationDate: "2029-05-01" }, "pending"],
    [{ kind: "credit", status: "confirmed", expirationDate: "2029-05-01" }, "credited"],
    [{ kind: "credit", status: "confirmed", expirationDate: null }, "credited"],
    [{ kind: "credit", status: "confirmed", expirationDate: "2026-06-24" }, "expiring"],
    [{ kind: "credit", status: "confirmed", expirationDate: "2026-06-25" }, "credited"],
    [{ kind: "credit", status: "confirmed", expirationDate: "2026-05-10" }, "expiring"],
    [{ kind: "credit", status: "confirmed", expirationDate: "2026-05-09" }, "expired"],
    [{ kind: "debit", status: "confirmed", expirationDate: null }, "debited"],
    [{ kind: "expiration", status: "confirmed", expirationDate: null }, "expired"],
    [{ kind: "notice", status: "confirmed", expirationDate: "2026-05-30" }, "expiring"],
    [{ kind: "notice", status: "confirmed", expirationDate: "2026-05-10" }, "expiring"],
    [{ kind: "notice", status: "confirmed", expirationDate: "2026-05-09" }, "expired"],
  ] as const)("%j is %s", (tx, state) => expect(transactionState(tx, today)).toBe(state));
});

describe("the history CSV (beyond the spec)", () => {
  it.each([
    [null, ""],
    [-1500, "-1500"],
    [12.5, "12.5"],
    ["Cadastro de nota", "Cadastro de nota"],
    ["Nota; com separador", '"Nota; com separador"'],
    ['Diz "oi"', '"Diz ""oi"""'],
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["-500 pontos", "'-500 pontos"],
    ["@cmd", "'@cmd"],
    ["linha\nnova", '"linha\nnova"'],
    [" espaço", '" espaço"'],
  ])("cell %j → %j", (value, text) => expect(csvCell(value)).toBe(text));

  it("has a byte-order mark, a header, semicolons and CRLF line ends", () => {
    expect(
      toCsv(
        ["Data", "Pontos"],
        [
          ["01/02/2026", 100],
          ["02/02/2026", -5],
        ],
      ),
    ).toBe(`${CSV_BOM}Data;Pontos\r\n01/02/2026;100\r\n02/02/2026;-5\r\n`);
  });
});
