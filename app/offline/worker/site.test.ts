import { describe, expect, it } from "vitest";

import { LOCALES } from "~/countries";
import { href } from "~/i18n/href";

import { localeOfPage, offlinePages, pinnedSlotOf } from "./site";

const url = (path: string) => `https://surco.example${path}`;

describe("the worker's view of the portal's addresses", () => {
  it("precaches one offline page per locale, at the locale's own address", () => {
    expect(offlinePages()).toEqual(LOCALES.map((locale) => ({ locale, path: href(locale, "offline") })));
    expect(offlinePages().map((page) => page.path)).toContain("/pt-br/sem-conexao");
  });

  it("knows the locale of any address under it, even one no section claims", () => {
    expect(localeOfPage(url("/es-ar/una-pagina-que-no-existe"))).toBe("es-AR");
    expect(localeOfPage(url("/pt-br"))).toBe("pt-BR");
  });

  it("pins the points balance, the history's first page and the field dashboard, one slot each", () => {
    const balance = href("pt-BR", "loyalty")!;
    const history = href("pt-BR", "loyalty-history")!;
    const fields = href("es-AR", "field-data")!;
    expect(pinnedSlotOf(url(balance))).toBe("pt-BR:loyalty");
    expect(pinnedSlotOf(url(history))).toBe("pt-BR:loyalty-history");
    expect(pinnedSlotOf(url(`${history}?page=1&size=25`))).toBe("pt-BR:loyalty-history");
    expect(pinnedSlotOf(url(fields))).toBe("es-AR:field-data");
    expect(pinnedSlotOf(url(href("en-US", "rewards")!))).toBe("en-US:rewards");
  });

  it("does not pin the history's other pages, a transaction, or any other page", () => {
    const history = href("pt-BR", "loyalty-history")!;
    expect(pinnedSlotOf(url(`${history}?page=2`))).toBeNull();
    expect(pinnedSlotOf(url(href("pt-BR", "loyalty-transaction", "T-1")!))).toBeNull();
    expect(pinnedSlotOf(url(href("es-AR", "contact")!))).toBeNull();
    expect(pinnedSlotOf(url("/es-ar"))).toBeNull();
  });
});
