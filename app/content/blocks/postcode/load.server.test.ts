import { describe, expect, it } from "vitest";

import { countryOf } from "~/countries";

import ptBR from "../../../../locales/pt-BR/postcode.json";
import { postcodeView } from "./load.server";

const block = { kind: "postcode" as const, id: "cep" };
const brazil = countryOf("pt-BR");
const args = (query: string) => ({
  locale: "pt-BR" as const,
  url: new URL(`http://portal.test/pt-br/recomendacao${query}`),
});

describe("the postcode widget's view (spec 002 §4 §6 §8)", () => {
  it("is not rendered when the country turns global-widget-magoya off", async () => {
    const off = { flags: { ...brazil.flags, "global-widget-magoya": false } };
    expect(await postcodeView(block, args("?cep=78550000"), off)).toBeNull();
  });

  it("starts as a promo with an empty input, posting to this page's widget", async () => {
    const view = await postcodeView(block, args(""), brazil);
    expect(view?.form).toMatchObject({ action: "/pt-br/recomendacao#cep", value: "", error: null });
    expect(view?.found).toBeNull();
    expect(view?.error).toBeNull();
  });

  it("a CEP that is not 8 digits is the field's error, the text kept, nothing asked upstream", async () => {
    const view = await postcodeView(block, args("?cep=7855"), brazil);
    expect(view?.form.value).toBe("7855");
    expect(view?.form.error).toBe(ptBR.errors.format);
    expect(view?.found).toBeNull();
  });

  it("an unknown postcode says 'CEP não encontrado' in Brazil", () => {
    expect(ptBR.errors.notFound).toBe("CEP não encontrado");
  });
});
