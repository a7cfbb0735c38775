import { beforeEach, describe, expect, it, vi } from "vitest";

import { i18nServer } from "~/i18n/i18next.server";
import type { CultivarData } from "~/services/interests/contract";

import { cultivarView } from "./cultivar.server";

const getCultivarData = vi.hoisted(() => vi.fn());
vi.mock("~/services/interests/client.server", () => ({ getCultivarData }));

const DATA: CultivarData = {
  type: "Cultivar Plus",
  dueDate: { agronomicalPeriod: "Safra 2026/27", date: "2026-12-14" },
  declaredBatches: 3,
  checkedBags: 1840,
  batches: [
    {
      lotname: "SJ-1",
      establishmentName: "Fazenda",
      sowingDate: "2026-10-20",
      seededBags: 900,
      checkedBags: 640,
      campaign: "2026/27",
      accidentOccurred: { type: "Granizo", stage: "V4" },
    },
  ],
  rtvcontact: [{ name: "Renata", email: "renata@x.example", phoneNumber: "+55 (62) 98888-0142" }],
};

const grower = (cultivarType: string | null) => ({ email: "a@x.example", cultivarType });

// A block body: a function returned by beforeEach is run as its cleanup (mockClear returns the mock itself).
beforeEach(() => {
  getCultivarData.mockClear();
});

describe("the cultivar container on the account page", () => {
  it.each([[null], ["Cultivar"], ["cultivar plus"]])("type %j: the banner, and no call for data", async (type) => {
    const t = await i18nServer.getFixedT("pt-BR", "interests");
    const view = await cultivarView(t, "pt-BR", grower(type), "/pt-br/area-logada");
    expect(view.kind).toBe("banner");
    expect(getCultivarData).not.toHaveBeenCalled();
  });

  it("Cultivar Plus: the card with the figures in the locale and the member area's dates", async () => {
    getCultivarData.mockResolvedValue(DATA);
    const t = await i18nServer.getFixedT("pt-BR", "interests");
    const view = await cultivarView(t, "pt-BR", grower("Cultivar Plus"), "/pt-br/area-logada");
    if (view.kind !== "card" || view.card.state !== "data") throw new Error(`unexpected ${JSON.stringify(view)}`);
    expect(view.card.facts.map((f) => f.value)).toEqual(["Safra 2026/27", "14/12/2026", "3", "1.840"]);
    expect(view.card.batches.rows).toEqual([["SJ-1", "Fazenda", "20/10/2026", "900", "640", "Granizo em V4"]]);
    expect(view.card.contacts.people[0].phone.href).toBe("tel:5562988880142");
  });

  it("Cultivar Plus without data: the empty state", async () => {
    const t = await i18nServer.getFixedT("es-AR", "interests");
    getCultivarData.mockResolvedValue(null);
    const view = await cultivarView(t, "es-AR", grower("Cultivar Plus"), "/es-ar/mi-cuenta");
    expect(view.kind === "card" && view.card.state).toBe("empty");
  });
});

describe("the cultivar card when the upstream fails", () => {
  it("shows its own error state with a retry back to the same page, never the figures or the empty state", async () => {
    getCultivarData.mockImplementation(async () => {
      throw Object.assign(new Error("upstream answered 500"), { status: 500 });
    });
    const t = await i18nServer.getFixedT("pt-BR", "interests");
    const view = await cultivarView(t, "pt-BR", grower("Cultivar Plus"), "/pt-br/area-logada");
    if (view.kind !== "card" || view.card.state !== "error") throw new Error(`unexpected ${JSON.stringify(view)}`);
    expect(view.card.title).toBe("Cultivar Plus");
    expect(view.card.error).toEqual({
      title: "Não foi possível mostrar seus dados do Cultivar Plus",
      subtitle: "Tente de novo em alguns instantes.",
      action: { label: "Tentar de novo", href: "/pt-br/area-logada" },
    });
  });

  it("a grower whose card is a banner never meets the error: no call is made", async () => {
    getCultivarData.mockImplementation(async () => {
      throw new Error("upstream answered 500");
    });
    const t = await i18nServer.getFixedT("es-AR", "interests");
    const view = await cultivarView(t, "es-AR", grower("Cultivar"), "/es-ar/mi-cuenta");
    expect(view.kind).toBe("banner");
    expect(getCultivarData).not.toHaveBeenCalled();
  });
});
