// @vitest-environment node
import { expect, it, vi } from "vitest";

import { i18nServer } from "./i18next.server";

it("translates as before while working out each language code's canonical form once, not on every t() (issue 28)", async () => {
  const t = await i18nServer.getFixedT("pt-BR", "common");
  const canonical = vi.spyOn(Intl, "getCanonicalLocales");
  const first = t("errors.busyTitle");
  for (let i = 0; i < 200; i++) expect(t("errors.busyTitle")).toBe(first);
  expect(first).toBe("O portal está com muitos acessos");
  expect(canonical.mock.calls.length).toBeLessThanOrEqual(1);
  canonical.mockRestore();
});

it("gives each text once worked out: the same call again reads it back, a different figure is translated anew", async () => {
  const t = await i18nServer.getFixedT("pt-BR", "loyalty");
  const plural = vi.spyOn(Intl.PluralRules.prototype, "select");
  expect(t("points", { count: 1, points: "1" })).toBe("1 impulso");
  const once = plural.mock.calls.length;
  expect(once).toBeGreaterThan(0);
  for (let i = 0; i < 200; i++) expect(t("points", { count: 1, points: "1" })).toBe("1 impulso");
  expect(plural.mock.calls.length).toBe(once);
  expect(t("points", { count: 2500, points: "2.500" })).toBe("2.500 impulsos");
  plural.mockRestore();
});

it("passes through what it cannot remember: objects to interpolate, returned objects, a default value", async () => {
  const t = await i18nServer.getFixedT("es-AR", "pages");
  const sections = t("privacy.sections", { returnObjects: true }) as unknown as unknown[];
  expect(Array.isArray(sections)).toBe(true);
  // A returned object is never shared between calls: a caller may change its own copy.
  expect(t("privacy.sections", { returnObjects: true })).not.toBe(sections);
  const common = await i18nServer.getFixedT("es-AR", "common");
  expect(common("no.such.key", "Texto por defecto", {})).toBe("Texto por defecto");
});
