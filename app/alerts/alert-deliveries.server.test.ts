// @vitest-environment node
import { describe, expect, it } from "vitest";

import { type QuietHours, sendableAt } from "~/domain/alerts/quiet-hours";
import { wallClockIn } from "~/format/dates";
import { alertSettingsOf, changeAlertSettings, rememberGrower } from "~/store/alert-settings.server";
import { portalStore } from "~/store/portal-store.server";
import { growerFacts } from "~/store/store-test-support";

import { deliverAlertEmail, WITHDRAWN } from "./alert-deliveries.server";

/**
 * A message held through the quiet hours, or waiting for a retry, is sent only if the grower still wants it: the
 * channel still on for its kind, and still to that address, and not inside the quiet hours the grower keeps now, on
 * the clock the grower chose (the portal's store in memory, vitest's DATA_DIR; no SMTP server is configured here, so a
 * message that would be sent fails for want of one).
 */
const [BRASILIA, AMAZON, ACRE] = ["America/Sao_Paulo", "America/Manaus", "America/Rio_Branco"];
const mail = (to: string) => ({
  to,
  subject: "Risco de geada esta noite em Passo Fundo",
  text: "…",
  html: "<p>…</p>",
  messageId: "<x@localhost>",
  headers: {},
});

/** "HH:MM" on this clock, `hours` from now. */
const clockIn = (timeZone: string, hours: number) => {
  const { minute } = wallClockIn(timeZone, Date.now() + hours * 3_600_000);
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
};

async function growerWithEmail(quiet: QuietHours, timeZone: string | null = null) {
  const { db } = await portalStore();
  const facts = growerFacts();
  await rememberGrower(db, facts);
  const { grower } = facts;
  const choices = { frost: { inbox: true, email: true, whatsapp: false } };
  await changeAlertSettings(db, grower, { email: "ana@campo.example", choices, quiet, timeZone });
  return { db, grower, on: choices.frost };
}

describe("an alert e-mail at its delivery", () => {
  it("is withdrawn once the grower turned e-mail off for its kind or moved to another address; sent otherwise", async () => {
    const awake = { from: clockIn(BRASILIA, 3), to: clockIn(BRASILIA, 4) };
    const { db, grower, on } = await growerWithEmail(awake);
    const payload = (to: string) => ({ grower, kind: "frost", mail: mail(to) });
    const context = { key: "k", attempt: 1 };

    await expect(deliverAlertEmail(payload("ana@campo.example"), context)).rejects.toThrow(/SMTP/);
    expect(await deliverAlertEmail(payload("old@campo.example"), context)).toEqual({ reference: WITHDRAWN });
    await changeAlertSettings(db, grower, { choices: { frost: { ...on, email: false } } });
    expect(await deliverAlertEmail(payload("ana@campo.example"), context)).toEqual({ reference: WITHDRAWN });
    expect((await alertSettingsOf(db, grower))?.email).toBe("ana@campo.example");
  });

  it("waits, spending no attempt, until the quiet hours the grower keeps now end, on the clock the grower chose", async () => {
    // Quiet from an hour ago to two hours on, on the Amazon's clock (an hour behind Brasília's).
    const quiet = { from: clockIn(AMAZON, -1), to: clockIn(AMAZON, 2) };
    const { grower } = await growerWithEmail(quiet, AMAZON);
    const answer = await deliverAlertEmail(
      { grower, kind: "frost", mail: mail("ana@campo.example") },
      { key: "k", attempt: 2 },
    );
    expect(answer).toEqual({ notBefore: new Date(sendableAt(Date.now(), AMAZON, quiet)) });
    const waited = (answer as { notBefore: Date }).notBefore.getTime() - Date.now();
    expect(waited).toBeGreaterThan(1.9 * 3_600_000);
    expect(waited).toBeLessThanOrEqual(2 * 3_600_000);
  });

  it("goes now once the grower's clock puts it outside the quiet hours", async () => {
    // The same hours on Brasília's clock would be quiet now; on Acre's (two hours behind) they have not begun.
    const quiet = { from: clockIn(BRASILIA, -1), to: clockIn(BRASILIA, 1) };
    const { grower } = await growerWithEmail(quiet, ACRE);
    await expect(
      deliverAlertEmail({ grower, kind: "frost", mail: mail("ana@campo.example") }, { key: "k", attempt: 1 }),
    ).rejects.toThrow(/SMTP/);
  });
});
