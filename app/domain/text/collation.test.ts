import { expect, it } from "vitest";

import { textOrder } from "./collation";

it("orders as localeCompare does with the same locale and options", () => {
  const words = ["Zeta", "árbol", "Arroz", "a10", "a9", "ñandú", "Nube", "ÉPOCA", "epoca"];
  for (const [locale, options] of [
    ["es-AR", { sensitivity: "base", numeric: true }],
    ["pt-BR", {}],
    ["en-US", { numeric: true }],
  ] as const) {
    const expected = [...words].sort((a, b) => a.localeCompare(b, locale, options));
    expect([...words].sort(textOrder(locale, options))).toEqual(expected);
  }
});

it("gives one collator per locale and options", () => {
  expect(textOrder("es-AR", { numeric: true })).toBe(textOrder("es-AR", { numeric: true }));
  expect(textOrder("es-AR", { numeric: true })).not.toBe(textOrder("pt-BR", { numeric: true }));
});
