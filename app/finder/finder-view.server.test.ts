// @vitest-environment node
import { describe, expect, it } from "vitest";

import { loaderSandbox } from "../../sandbox/loader-test-support";
import { setFault } from "../../sandbox/test-support";

/**
 * The finder's view against a real sandbox, with fresh modules per test (a cold cache, closed breakers): the
 * contacts upstream failing is the results' own error state, with a retry link to the same search, while the form
 * keeps what the grower typed; once the upstream answers, the same address lists the contacts nearest first.
 */
const { fresh, sandbox } = loaderSandbox();
const finderView = () =>
  fresh(async () => {
    process.env.DEALERS_API_URL = sandbox().env.DEALERS_API_URL;
    return (await import("./finder-view.server")).finderView;
  });
const SEARCH = new URL("http://localhost/pt-br/onde-comprar?q=Rio+Verde");

describe("the finder's view", () => {
  it("lists the contacts nearest the place typed, the form keeping it", async () => {
    const view = await (await finderView())("pt-BR", SEARCH, { type: "dealer" });
    expect(view.form.place).toMatchObject({ value: "Rio Verde", error: null });
    expect(view.results.state).toBe("ready");
  });

  it("the contacts upstream failing: the results' error state and a retry to the same search; the place kept", async () => {
    await setFault(sandbox(), { upstream: "dealers", mode: "status", status: 503 });
    const view = await (await finderView())("pt-BR", SEARCH, { type: "dealer" });
    expect(view.results).toEqual({
      state: "error",
      title: "Não foi possível carregar a lista",
      subtitle: "A lista está indisponível no momento. Tente de novo em instantes.",
      retry: { label: "Tentar de novo", href: "/pt-br/onde-comprar?q=Rio+Verde#dealer" },
    });
    // The geocoder is the same upstream: its failure is said beside the field, and what was typed stays.
    expect(view.form.place).toMatchObject({
      value: "Rio Verde",
      error: expect.stringMatching(/^Não conseguimos localizar esse lugar agora\./),
    });
  });

  it.each([
    [
      "es-US",
      "/es-us/encuentra-un-distribuidor",
      "Distribuidor de semillas con asesoría agronómica durante la temporada",
      ["Maíz", "Soya"],
    ],
    ["en-US", "/en-us/find-a-dealer", "Seed dealer with in-season agronomy support", ["Corn", "Soybeans"]],
    ["pt-BR", "/pt-br/onde-comprar", "Revenda de sementes, defensivos e assistência técnica", ["Milho", "Soja"]],
  ] as const)(
    "%s: the contacts' own texts come in the page's language and every facet option is named in its words",
    async (locale, path, dealerText, crops) => {
      const view = await (await finderView())(locale, new URL(`http://localhost${path}`), { type: "dealer" });
      if (view.results.state !== "ready") throw new Error("the finder did not list contacts");
      expect(new Set(view.results.cards.map((card) => card.description))).toEqual(new Set([dealerText]));
      const options = view.form.facets.flatMap((facet) => facet.options.filter((option) => option.value));
      expect(options.length).toBeGreaterThan(8);
      // A code never shows as itself: each has its words in the locale.
      expect(options.filter((option) => option.label === option.value)).toEqual([]);
      const cropLabels = view.form.facets.find((facet) => facet.name === "crops")!.options.map((o) => o.label);
      expect(cropLabels).toEqual(expect.arrayContaining([...crops]));
    },
  );
});
