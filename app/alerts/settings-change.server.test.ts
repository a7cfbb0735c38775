// @vitest-environment node
import { describe, expect, it } from "vitest";

import { alertSettingsOf, rememberGrower } from "~/store/alert-settings.server";
import { portalStore } from "~/store/portal-store.server";
import { growerFacts } from "~/store/store-test-support";

import { changeSettings } from "./settings-change.server";
import { SETTINGS_INTENT } from "./settings-intents";

/**
 * Which alert address is used at once (issue 30): the one the grower signs in with, which the identity provider
 * confirmed; any other waits for its code and is never used before (the portal's store in memory, vitest's DATA_DIR;
 * no SMTP server here, so no code can be mailed and the address only waits).
 */
async function grower() {
  const { db } = await portalStore();
  const facts = growerFacts({ signInEmail: "Ana.Souza@Campo.example" });
  await rememberGrower(db, facts);
  const id = facts.grower;
  const settings = async () => (await alertSettingsOf(db, id))!;
  const save = async (email: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: SETTINGS_INTENT.save,
      email,
      quietFrom: "21:00",
      quietTo: "07:00",
    }))
      form.set(name, value);
    return changeSettings(new Request("http://localhost/pt-br/alertas/preferencias"), "pt-BR", await settings(), form);
  };
  return { settings, save };
}

describe("an alert address saved", () => {
  it("the sign-in address, however typed, is the alert address at once", async () => {
    const { settings, save } = await grower();
    expect(await save(" ANA.SOUZA@campo.example ")).toEqual({ ok: true, notice: "saved" });
    expect(await settings()).toMatchObject({ email: "ana.souza@campo.example", emailPending: null });
  });

  it("another address waits and is not used; going back to the confirmed one drops it", async () => {
    const { settings, save } = await grower();
    await save("ana.souza@campo.example");
    expect(await save("outra@campo.example")).toEqual({ ok: true, notice: "saved" });
    expect(await settings()).toMatchObject({ email: "ana.souza@campo.example", emailPending: "outra@campo.example" });
    await save("ana.souza@campo.example");
    expect(await settings()).toMatchObject({ email: "ana.souza@campo.example", emailPending: null, emailCode: null });
  });

  it("no address: e-mail alerts stop and nothing waits", async () => {
    const { settings, save } = await grower();
    await save("ana.souza@campo.example");
    await save("outra@campo.example");
    expect(await save("")).toEqual({ ok: true, notice: "saved" });
    expect(await settings()).toMatchObject({ email: null, emailPending: null });
  });
});
