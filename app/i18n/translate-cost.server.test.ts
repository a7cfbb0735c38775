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
