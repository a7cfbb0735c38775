import { beforeEach, describe, expect, it, vi } from "vitest";

import { i18nServer } from "~/i18n/i18next.server";
import { UpstreamError } from "~/services/errors";
import type * as SyncServer from "~/services/field-view/sync.server";

import { fetchDashboard } from "./data.server";

const partner = vi.hoisted(() => ({
  getUserInfo: vi.fn(),
  dashboardWithinBudget: vi.fn(),
  forgetToken: vi.fn(() => "surco_fv=; Max-Age=0"),
}));
vi.mock("~/services/field-view/client.server", () => ({ getUserInfo: partner.getUserInfo }));
vi.mock("~/services/field-view/sync.server", async (original) => ({
  ...(await original<typeof SyncServer>()),
  dashboardWithinBudget: partner.dashboardWithinBudget,
}));
vi.mock("~/services/field-view/token-cookie.server", () => ({ forgetToken: partner.forgetToken }));

const connected = { connected: true as const, token: "tok", setCookie: null };
const dashboard = { status: "COMPLETED", lastSyncedAt: "2025-06-02T11:05:00Z", years: ["2024"], fields: [] };
const t = () => i18nServer.getFixedT("es-AR", "fields");

beforeEach(() => {
  vi.clearAllMocks();
  partner.getUserInfo.mockResolvedValue({ seasons: ["2024", "2023"], clientId: "surco-portal-ar" });
  partner.dashboardWithinBudget.mockResolvedValue({
    state: "done",
    outcome: { dashboard, via: "first-fetch", tries: 0 },
  });
});

describe("the dashboard's partner step", () => {
  it("asks for the season asked for when the grower has it, else their first, retrying only when told", async () => {
    const data = await fetchDashboard(await t(), "es-AR", connected, { season: "1999", retry: true, crop: "" });
    expect(partner.dashboardWithinBudget).toHaveBeenCalledWith("tok", ["2024"], { retry: true });
    expect(data).toMatchObject({ connected: true, season: "2024", seasons: ["2024", "2023"], cookie: null });
    expect(data.clientId).toBe("surco-portal-ar");
  });

  it("forgets a token the partner turns down (401): the grower is not connected any more", async () => {
    partner.dashboardWithinBudget.mockResolvedValue({
      state: "failed",
      error: new UpstreamError("field-view", "status", "answered 401", 401),
      first: null,
    });
    const data = await fetchDashboard(await t(), "es-AR", connected, { season: "2023", retry: false, crop: "" });
    expect(data).toMatchObject({ connected: false, cookie: "surco_fv=; Max-Age=0", season: "2023" });
    expect(data.model.emptyKind).toBe("not-connected");
  });

  it("turns any other failure into the widget's error state, never the page's", async () => {
    partner.getUserInfo.mockRejectedValue(new UpstreamError("field-view", "status", "answered 503", 503));
    const data = await fetchDashboard(await t(), "es-AR", connected, { season: "2024", retry: false, crop: "" });
    expect(data).toMatchObject({ connected: true, cookie: null });
    expect(data.model).toMatchObject({ widget: "error", failure: "Failed to fetch field view data" });
    expect(partner.forgetToken).not.toHaveBeenCalled();
  });

  it("says the partner could not be asked, rather than that the grower never connected", async () => {
    const unavailable = await fetchDashboard(
      await t(),
      "es-AR",
      { connected: false, unavailable: true, setCookie: null },
      { season: "", retry: false, crop: "" },
    );
    expect(unavailable.model.widget).toBe("error");
    const never = await fetchDashboard(
      await t(),
      "es-AR",
      { connected: false, unavailable: false, setCookie: null },
      { season: "", retry: false, crop: "" },
    );
    expect(never.model.emptyKind).toBe("not-connected");
    expect(partner.getUserInfo).not.toHaveBeenCalled();
  });
});
