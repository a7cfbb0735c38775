// @vitest-environment node
import { describe, expect, it } from "vitest";

import { alertSettingsOf, changeAlertSettings, rememberGrower } from "~/store/alert-settings.server";
import { portalStore } from "~/store/portal-store.server";

import { deliverAlertEmail, WITHDRAWN } from "./alert-deliveries.server";

/**
 * A message held through the quiet hours, or waiting for a retry, is sent only if the grower still wants it: the
 * channel still on for its kind, and still to that address (the portal's store in memory, vitest's DATA_DIR; no SMTP
 * server is configured here, so a message that would be sent fails for want of one).
 */
const mail = (to: string) => ({
  to,
  subject: "Risco de geada esta noite em Passo Fundo",
  text: "…",
  html: "<p>…</p>",
  messageId: "<x@localhost>",
  headers: {},
});

describe("an alert e-mail at its delivery", () => {
  it("is withdrawn once the grower turned e-mail off for its kind or moved to another address; sent otherwise", async () => {
    const grower = `g-${Math.random().toString(36).slice(2)}`;
    const { db } = await portalStore();
    await rememberGrower(db, {
      grower,
      country: "BR",
      locale: "pt-BR",
      document: null,
      signInEmail: "ana@campo.example",
      profileComplete: true,
      today: "2026-11-29",
    });
    const on = { inbox: true, email: true, whatsapp: false };
    await changeAlertSettings(db, grower, { email: "ana@campo.example", choices: { frost: on } });
    const payload = (to: string) => ({ grower, kind: "frost", mail: mail(to) });
    const context = { key: "k", attempt: 1 };

    await expect(deliverAlertEmail(payload("ana@campo.example"), context)).rejects.toThrow(/SMTP/);
    expect(await deliverAlertEmail(payload("old@campo.example"), context)).toEqual({ reference: WITHDRAWN });
    await changeAlertSettings(db, grower, { choices: { frost: { ...on, email: false } } });
    expect(await deliverAlertEmail(payload("ana@campo.example"), context)).toEqual({ reference: WITHDRAWN });
    expect((await alertSettingsOf(db, grower))?.email).toBe("ana@campo.example");
  });
});
