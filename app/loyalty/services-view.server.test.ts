import { describe, expect, it } from "vitest";

import { serviceFiltersSchema } from "~/domain/loyalty/service-filters-url";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";
import { UpstreamError } from "~/services/errors";
import type { Member, Service, ServicesPage } from "~/services/loyalty/contract";

import { member } from "./loyalty-test-support";
import { servicesBlock } from "./services-view.server";

/** The services block's builder with the real Portuguese texts, as the grower reads it. */
const t = await i18nServer.getFixedT("pt-BR", "loyalty");

const service = (id: string, cost: number, over: Partial<Service> = {}): Service => ({
  idOrbia: id,
  cdSkuOrbia: id,
  tpService: "service",
  nmVendor: "Vendor",
  nmService: `Service ${id}`,
  ctgService: "agro-software",
  qtStars: 1,
  vlPricePoints: cost,
  vlPreviousPricePoints: null,
  dsLink: `https://orbia.example/${id}`,
  imgBase64Html: null,
  imgUrl: "/images/loyalty/services/agro-software.svg",
  recommendationTag: null,
  crops: ["corn"],
  journeys: ["harvest"],
  ...over,
});

const page = (services: Service[], nextPage: number | null = null) => ({
  ok: true as const,
  value: { data: { results: services, page: 1, next_page: nextPage } } satisfies ServicesPage,
});

function block(services: Service[], opts: { member?: Member | null; query?: string; nextPage?: number | null } = {}) {
  const params = new URLSearchParams(opts.query ?? "");
  return servicesBlock({
    t,
    locale: "pt-BR",
    path: "/pt-br/meu-impulso",
    params,
    filters: readQuery(params, serviceFiltersSchema).value,
    result: page(services, opts.nextPage ?? null),
    member: opts.member === undefined ? member() : opts.member,
  });
}

describe("the services block", () => {
  it.each([
    ["a member without a group who can afford it", member(), 84_200, "redeem", "Resgatar agora"],
    ["the same member, one point short", member(), 84_201, "access", "Acessar"],
    [
      "a group leader who can afford it",
      member({ nmGroup: "Grupo", flGroupLeader: true }),
      50_000,
      "redeem",
      "Resgatar agora",
    ],
    ["a group member", member({ nmGroup: "Grupo", flGroupLeader: false }), 50_000, "group", "Resgatar pelo seu grupo"],
    ["anyone, for a free service", member({ nmGroup: "Grupo" }), 0, "free", "Grátis: acessar"],
    ["a grower not enrolled", null, 10, "connect", "Conectar conta"],
  ] as const)("%s sees %s", (_who, who, cost, kind, label) => {
    const [card] = block([service("A", cost)], { member: who }).cards;
    expect(card.button).toMatchObject({ kind, label });
    if (kind === "connect") expect(card.button.href).toBe("https://parceiro.impulso.example/br/cadastro");
    else expect(card.button.href).toBe("https://orbia.example/A");
  });

  it("says how many points are missing, and shows free, previous costs and stars required", () => {
    const [short, free, cheaper] = block([
      service("A", 90_000),
      service("B", 0),
      service("C", 5_000, { vlPreviousPricePoints: 6_000, qtStars: 2 }),
    ]).cards;
    expect(short.button.hint).toBe("Faltam 5.800 impulsos para resgatar.");
    expect(free.cost).toBe("Grátis");
    expect(cheaper).toMatchObject({
      cost: "5.000 impulsos",
      previousCost: "6.000 impulsos",
      starsText: "Requer 2 estrelas",
    });
  });

  it("loads more: 8 per page on mobile, 16 on desktop; the link keeps the filters and goes one page on", () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => service(String(i), 1_000));
    const more = block(sixteen, { query: "crop=corn", nextPage: 2 });
    expect(more.mobileCount).toBe(8);
    expect(more.more).toEqual({
      label: "Ver mais serviços",
      href: "/pt-br/meu-impulso?crop=corn&page=2",
      mobileOnly: false,
    });
    expect(more.status).toEqual({ before: "", count: "16", mobileCount: "8", after: " serviços na lista" });
    // Twelve cards and nothing after them: only mobile (which shows 8) has more to load.
    const twelve = block(sixteen.slice(0, 12));
    expect(twelve.more).toMatchObject({ mobileOnly: true, href: "/pt-br/meu-impulso?page=2" });
    expect(block(sixteen.slice(0, 8)).more).toBeNull();
    // Page 2 shows 16 on mobile.
    expect(block(sixteen, { query: "page=2" }).mobileCount).toBe(16);
  });

  it("a failure or an empty list is the placeholder empty state; filters offer a way back", () => {
    const failed = servicesBlock({
      t,
      locale: "pt-BR",
      path: "/pt-br/meu-impulso",
      params: new URLSearchParams(),
      filters: readQuery(new URLSearchParams(), serviceFiltersSchema).value,
      result: { ok: false, error: new UpstreamError("loyalty", "timeout", "slow") },
      member: member(),
    });
    expect(failed).toMatchObject({
      state: "empty",
      cards: [],
      more: null,
      empty: { title: "Nenhum serviço para mostrar" },
    });
    expect(failed.empty.body).toMatch(/Não conseguimos carregar/);
    const filtered = block([], { query: "band=over-150000" });
    expect(filtered.empty.body).toBe("Nenhum serviço com esses filtros. Tente outros.");
    expect(filtered.form.clear).toEqual({ label: "Limpar filtros", href: "/pt-br/meu-impulso" });
  });

  it("shows only images the page's CSP allows", () => {
    const cards = block([
      service("A", 1, { imgUrl: "https://cdn.example/x.png" }),
      service("B", 1, { imgUrl: "//evil.example/x.png" }),
      service("C", 1),
    ]).cards;
    expect(cards.map((c) => c.image)).toEqual([null, null, "/images/loyalty/services/agro-software.svg"]);
  });
});
