// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "~/auth/user";
import type { ProgrammeDates } from "~/domain/rewards/programme";
import type { RequirementsStanding } from "~/domain/rewards/requirements";
import type { Activity, RedemptionRequest, RewardsGrower } from "~/services/rewards/contract";
import type * as PortalOutbox from "~/store/portal-outbox.server";

/**
 * The rewards widget's view as the loaders build it: the upstream client is
 * replaced by what each case needs (its contract is tested against the
 * sandbox in client.server.test.ts); the text is the real translations.
 */
const upstream = vi.hoisted(() => ({
  grower: null as unknown,
  requirements: null as unknown,
  activities: null as unknown,
  dates: null as unknown,
  requests: null as unknown,
  /** The grower's recent redemptions in the outbox (not delivered yet, or delivered moments ago). */
  recent: [] as unknown[],
  asked: [] as string[],
}));
const answer = (name: "grower" | "requirements" | "activities" | "dates" | "requests") => async () => {
  upstream.asked.push(name);
  const value = upstream[name];
  if (value instanceof Error) throw value;
  return value;
};
vi.mock("~/services/rewards/client.server", () => ({
  getRewardsGrower: answer("grower"),
  getRequirements: answer("requirements"),
  getActivities: answer("activities"),
  getProgrammeDates: answer("dates"),
  listRedemptionRequests: answer("requests"),
  enrolmentsUrl: () => "http://127.0.0.1:9/us-rewards/enrolments",
  deliverRedemption: async () => undefined,
}));

vi.mock("~/store/portal-outbox.server", async (original) => ({
  ...(await original<typeof PortalOutbox>()),
  recentSubmissions: async () => upstream.recent,
}));

const { loadRewardsWidget } = await import("./widget.server");

const user = { id: "us-9", email: "g@surco.example" } as SessionUser;
const grower = (over: Partial<RewardsGrower> = {}): RewardsGrower => ({
  growerId: "us-9",
  enrolled: true,
  headGrower: true,
  availableRewardsCents: 38_050,
  ...over,
});
const NOT_MET: RequirementsStanding = {
  rewards: { purchasedProductsCount: 1, rewardsEarnedCents: 90_000 },
  fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarnedCents: 1_000_000 },
  potatoes: { emestoGallonsPurchased: 3.5, admireGallonsPurchased: 2 },
};
const MET: RequirementsStanding = { ...NOT_MET, rewards: { purchasedProductsCount: 2, rewardsEarnedCents: 150_000 } };
/** A programme across the DST change: period two opens on a CST day, period three on a CDT one. */
const DATES: ProgrammeDates = {
  programStartDate: "2026-01-01T06:00:00Z",
  periodOneEndDate: "2026-02-28T06:00:00Z",
  periodTwoStartDate: "2026-03-01T06:00:00Z",
  periodTwoEndDate: "2026-06-30T05:00:00Z",
  // 23:30 on June 30 in Chicago (CDT), already July 1 in UTC: the grower reads June 30.
  periodThreeStartDate: "2026-07-01T04:30:00Z",
  programEndDate: "2026-11-30T06:00:00Z",
};
const ACTIVITY: Activity = {
  type: "reward-earned",
  id: "ACT-1",
  // 02:00 UTC on Nov 20 is still Nov 19 in Chicago (CST).
  data: { date: "2026-11-20T02:00:00Z", amountCents: 41_275, product: "Admire Pro" },
  link: "https://rewards.surco.example/activity/ACT-1",
};

function load(path: string, place: "page" | "account" = "page") {
  const url = new URL(`http://localhost${path}`);
  const locale = path.startsWith("/es-us") ? ("es-US" as const) : ("en-US" as const);
  return loadRewardsWidget({ request: new Request(url), locale, user, url, place });
}

beforeEach(() => {
  Object.assign(upstream, {
    grower: grower(),
    requirements: MET,
    activities: [ACTIVITY],
    dates: DATES,
    requests: [],
    recent: [],
    asked: [],
  });
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-04-15T15:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the snapshot", () => {
  it("shows a head grower's banner, available rewards in US dollars and the activities with links", async () => {
    const view = await load("/en-us/rewards");
    expect(view.state).toBe("snapshot");
    if (view.state !== "snapshot") return;
    expect(view.banner).toBe("From June 30, 2026 you can redeem 100% of your available rewards.");
    expect(view.available).toEqual({ label: "Available rewards", amount: "$380.50" });
    expect(view.activities.rows).toEqual([
      {
        id: "ACT-1",
        type: "Reward earned",
        reference: "Reference ACT-1",
        product: "Admire Pro",
        amount: "$412.75",
        date: { text: "Nov 19, 2026", iso: "2026-11-20T02:00:00Z" },
        link: {
          href: "https://rewards.surco.example/activity/ACT-1",
          label: "View statement",
          accessibleLabel: "View statement ACT-1",
        },
      },
    ]);
  });

  it.each([
    ["2026-02-10T15:00:00Z", "/en-us/rewards", "From March 1, 2026 you can redeem 50% of your available rewards."],
    [
      "2026-02-10T15:00:00Z",
      "/es-us/recompensas",
      "A partir del 1 de marzo de 2026 puedes canjear el 50 % de tus recompensas disponibles.",
    ],
    ["2026-04-15T15:00:00Z", "/en-us/rewards", "From June 30, 2026 you can redeem 100% of your available rewards."],
    [
      "2026-04-15T15:00:00Z",
      "/es-us/recompensas",
      "A partir del 30 de junio de 2026 puedes canjear el 100 % de tus recompensas disponibles.",
    ],
    ["2026-08-01T15:00:00Z", "/en-us/rewards", "The program has ended: redeem your rewards from December 1, 2026."],
    ["2026-12-15T15:00:00Z", "/en-us/rewards", null],
  ])("at %s the banner on %s reads %j", async (now, path, banner) => {
    vi.setSystemTime(new Date(now));
    const view = await load(path);
    expect(view.state === "snapshot" && view.banner).toBe(banner);
  });

  it("available rewards are the balance less requests awaiting review and those not delivered yet (issue 26)", async () => {
    const request = (status: RedemptionRequest["status"], rewardsCents: number): RedemptionRequest => ({
      requestId: `RR-${status}`,
      type: "50-traditional",
      rewardsCents,
      additionalCents: 0,
      recipient: { kind: "loyalty", accountNumber: "4410275593", accountName: "Reinholt Farms" },
      note: "",
      status,
      history: [{ status, at: "2026-04-01T17:00:00Z" }],
    });
    // $380.50 − $60.00 Submitted − $25.00 still in the outbox; approved and canceled ones are not held by the balance,
    // and the one the outbox delivered that the list already shows (RR-Submitted) counts once.
    upstream.requests = [request("Submitted", 6_000), request("Processing", 9_000), request("Canceled", 4_000)];
    const submission = (rewardsCents: number) => ({ ...request("Submitted", rewardsCents), growerId: "us-9" });
    upstream.recent = [
      { payload: submission(2_500), reference: null },
      { payload: submission(6_000), reference: "RR-Submitted" },
    ];
    const view = await load("/en-us/rewards");
    expect(view.state === "snapshot" && view.available).toEqual({ label: "Available rewards", amount: "$295.50" });
    expect(upstream.asked).toContain("requests");
  });

  it("a grower who is not head sees the activities only: no banner, no available rewards, no requirements asked", async () => {
    upstream.grower = grower({ headGrower: false });
    const view = await load("/en-us/rewards");
    expect(view.state).toBe("snapshot");
    if (view.state !== "snapshot") return;
    expect(view.banner).toBeNull();
    expect(view.available).toBeNull();
    expect(view.activities.rows).toHaveLength(1);
    expect(upstream.asked.sort()).toEqual(["activities", "grower"]);
  });

  it("says so when there is no activity yet", async () => {
    upstream.activities = [];
    const view = await load("/en-us/rewards");
    expect(view.state === "snapshot" && view.activities).toMatchObject({
      rows: [],
      empty: "No activity yet. Your purchases and rewards will show here.",
    });
  });
});

describe("the requirements", () => {
  beforeEach(() => {
    upstream.requirements = NOT_MET;
  });

  it("open on the best progress, with tabs that are links to ?tab= back to the widget", async () => {
    const view = await load("/es-us/mi-cuenta", "account");
    expect(view.state).toBe("requirements");
    if (view.state !== "requirements") return;
    expect(view.tabs.current).toBe("fruits-and-vegetables");
    expect(view.tabs.items.map((item) => [item.label, item.href])).toEqual([
      ["Recompensas", "/es-us/mi-cuenta?tab=rewards#rewards-widget"],
      ["Frutas y verduras", "/es-us/mi-cuenta?tab=fruits-and-vegetables#rewards-widget"],
      ["Papas", "/es-us/mi-cuenta?tab=potatoes#rewards-widget"],
    ]);
    expect(view.panel.share).toBe("70 % del camino");
    expect(view.panel.steps.map((s) => [s.label, s.value, s.percent, s.done])).toEqual([
      ["Productos comprados", "2 de 2", 100, "Listo"],
      ["Recompensas ganadas", "$10,000.00 de $25,000.00", 40, null],
    ]);
    expect(view.pageLink).toEqual({ label: "Ir a tus recompensas", href: "/es-us/recompensas" });
  });

  it("show the locked earned step on the Rewards tab", async () => {
    const view = await load("/en-us/rewards?tab=rewards");
    if (view.state !== "requirements") throw new Error(view.state);
    expect(view.tabs.current).toBe("rewards");
    expect(view.panel.share).toBe("25% of the way");
    expect(view.panel.steps[1]).toMatchObject({
      label: "Rewards earned",
      value: "$900.00 of $1,500.00",
      percent: 0,
      locked: "Unlocks when you have bought 2 products",
    });
  });

  it("gallons on the Potatoes tab; an unknown tab falls back to the best progress", async () => {
    const potatoes = await load("/en-us/rewards?tab=potatoes");
    if (potatoes.state !== "requirements") throw new Error(potatoes.state);
    expect(potatoes.panel.steps.map((s) => [s.label, s.value])).toEqual([
      ["Emesto bought", "3.5 of 5 gallons"],
      ["Admire bought", "2 of 5 gallons"],
    ]);
    const unknown = await load("/en-us/rewards?tab=bananas");
    expect(unknown.state === "requirements" && unknown.tabs.current).toBe("fruits-and-vegetables");
  });
});

describe("enrolment and failure", () => {
  it("a grower not enrolled gets the enrolment form with an idempotency key, posting to the rewards page", async () => {
    upstream.grower = grower({ enrolled: false, headGrower: false });
    const view = await load("/en-us/my-account", "account");
    expect(view.state).toBe("enrolment");
    if (view.state !== "enrolment") return;
    expect(view.form.action).toBe("/en-us/rewards");
    expect(view.form.key).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(view.form.errors).toEqual({});
    expect(upstream.asked).toEqual(["grower"]);
  });

  it.each([
    ["/en-us/rewards?tab=potatoes", "Failed to load", "Refresh the page to try again"],
    ["/es-us/recompensas", "No se pudo cargar", "Actualiza la página para intentarlo de nuevo"],
  ])("a load failure on %s reads %s / %s, with a refresh link to the same address", async (path, title, subtitle) => {
    upstream.activities = new Error("upstream down");
    const view = await load(path);
    expect(view).toMatchObject({ state: "error", title, subtitle, refresh: { href: path } });
  });
});
