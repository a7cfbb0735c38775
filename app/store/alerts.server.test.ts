import { describe, expect, it } from "vitest";

import { type Alert, alertKey } from "~/domain/alerts/alert";

import { alertSettingsOf, changeAlertSettings, confirmContact, rememberGrower } from "./alert-settings.server";
import {
  inboxOf,
  knownAlertKeys,
  markAllRead,
  markRead,
  recordAlerts,
  recordWhatsAppStatus,
  unreadCount,
  whatsAppStatuses,
} from "./alerts.server";
import { growerFacts, testEngines, twoInstances } from "./store-test-support";

const unique = () => Math.random().toString(36).slice(2);
const expiring = (grower: string, date: string, points = 100): Alert => ({
  grower,
  kind: "points-expiring",
  subject: "points",
  date,
  facts: { points },
});

describe.each(testEngines())("alerts (%s)", (_name, makeEngine) => {
  const instances = twoInstances(makeEngine);

  it("a rerun and a second instance producing at once keep one alert per natural key, reported new once", async () => {
    const grower = `g-${unique()}`;
    const made = [expiring(grower, "2026-12-10"), expiring(grower, "2027-01-05")];
    const [first, second] = await Promise.all([
      recordAlerts(instances.store.db, made),
      recordAlerts(instances.other.db, made),
    ]);
    expect(first.length + second.length).toBe(2);
    expect(await recordAlerts(instances.store.db, [expiring(grower, "2026-12-10", 90)])).toEqual([]);
    expect((await inboxOf(instances.store.db, grower)).map((alert) => [alert.date, alert.facts.points])).toEqual(
      expect.arrayContaining([
        ["2026-12-10", 100],
        ["2027-01-05", 100],
      ]),
    );
  });

  it("the inbox is the grower's own: read marks count down, and another grower's key is not theirs to mark", async () => {
    const [grower, other] = [`g-${unique()}`, `g-${unique()}`];
    await recordAlerts(instances.store.db, [expiring(grower, "2026-12-10"), expiring(other, "2026-12-10")]);
    expect(await unreadCount(instances.store.db, grower)).toBe(1);
    const [mine] = await inboxOf(instances.store.db, grower);
    const [theirs] = await inboxOf(instances.store.db, other);
    expect(await markRead(instances.store.db, grower, theirs.key)).toBe(false);
    expect(await unreadCount(instances.store.db, other)).toBe(1);
    expect(await markRead(instances.store.db, grower, mine.key, new Date("2026-11-29T10:00:00Z"))).toBe(true);
    expect(await markRead(instances.store.db, grower, mine.key, new Date("2026-11-30T10:00:00Z"))).toBe(true);
    expect(await unreadCount(instances.store.db, grower)).toBe(0);
    expect((await inboxOf(instances.store.db, grower))[0].readAt?.toISOString()).toBe("2026-11-29T10:00:00.000Z");
  });

  it("mark all read touches one grower's alerts only", async () => {
    const [grower, other] = [`g-${unique()}`, `g-${unique()}`];
    await recordAlerts(instances.store.db, [expiring(grower, "2026-12-10"), expiring(grower, "2027-01-05")]);
    await recordAlerts(instances.store.db, [expiring(other, "2026-12-10")]);
    await markAllRead(instances.store.db, grower);
    expect(await unreadCount(instances.store.db, grower)).toBe(0);
    expect(await unreadCount(instances.store.db, other)).toBe(1);
  });

  it("a WhatsApp message's status moves forward only, whatever order the callbacks arrive in; failed stands", async () => {
    const [read, failed] = [`wamid.${unique()}`, `wamid.${unique()}`];
    const at = new Date("2026-11-29T10:00:00Z");
    await recordWhatsAppStatus(instances.store.db, read, "read", at);
    await recordWhatsAppStatus(instances.store.db, read, "delivered", at);
    await recordWhatsAppStatus(instances.store.db, read, "sent", at);
    await recordWhatsAppStatus(instances.store.db, failed, "sent", at);
    await recordWhatsAppStatus(instances.store.db, failed, "failed", at);
    await recordWhatsAppStatus(instances.store.db, failed, "delivered", at);
    const statuses = await whatsAppStatuses(instances.store.db, [read, failed, "wamid.unknown"]);
    expect(Object.fromEntries(statuses)).toEqual({ [read]: "read", [failed]: "failed" });
  });

  it("a grower's settings: kept across sign-ins, changed for that grower alone", async () => {
    const [grower, other] = [`g-${unique()}`, `g-${unique()}`];
    const facts = (id: string) => ({
      grower: id,
      country: "BR",
      locale: "pt-BR",
      document: "73104625808",
      signInEmail: `${id}@campo.example`,
      profileComplete: false,
      today: "2026-11-20",
    });
    await rememberGrower(instances.store.db, facts(grower));
    await rememberGrower(instances.store.db, facts(other));
    await changeAlertSettings(instances.store.db, grower, {
      email: "ana@campo.example",
      quiet: { from: "22:00", to: "06:00" },
    });
    // Signing in again refreshes the facts, keeps the choices and the first day seen.
    await rememberGrower(instances.store.db, { ...facts(grower), profileComplete: true, today: "2026-11-29" });
    const mine = await alertSettingsOf(instances.store.db, grower);
    expect(mine).toMatchObject({
      email: "ana@campo.example",
      quiet: { from: "22:00", to: "06:00" },
      profileComplete: true,
      firstSeenOn: "2026-11-20",
      choices: {},
      places: [],
    });
    expect(await alertSettingsOf(instances.store.db, other)).toMatchObject({
      email: null,
      quiet: { from: "21:00", to: "07:00" },
    });
    expect(await changeAlertSettings(instances.store.db, `g-${unique()}`, { email: "x@campo.example" })).toBe(false);
  });

  it("an alert the grower turned the inbox off for is kept for its key, never shown nor counted", async () => {
    const grower = `g-${unique()}`;
    const [shown, hidden] = [expiring(grower, "2026-12-10"), expiring(grower, "2027-01-05")];
    await recordAlerts(instances.store.db, [shown, hidden], new Date(), (alert) => alert.date === "2026-12-10");
    expect((await inboxOf(instances.store.db, grower)).map((alert) => alert.date)).toEqual(["2026-12-10"]);
    expect(await unreadCount(instances.store.db, grower)).toBe(1);
    expect(await knownAlertKeys(instances.store.db, [alertKey(hidden)])).toEqual(new Set([alertKey(hidden)]));
  });

  it.each(["phone", "email"] as const)(
    "a %s waiting for its code is confirmed once by the right code in time, from several tries at once; a wrong or late code is spent",
    async (contact) => {
      const db = instances.store.db;
      const facts = growerFacts();
      await rememberGrower(db, facts);
      const { grower } = facts;
      const address = contact === "phone" ? "+5511955550123" : "ana.alertas@campo.example";
      const wait = (code: string, until: Date) =>
        changeAlertSettings(
          db,
          grower,
          contact === "phone"
            ? { phonePending: address, phoneCode: code, phoneCodeUntil: until }
            : { emailPending: address, emailCode: code, emailCodeUntil: until },
        );
      const now = new Date();
      const later = new Date(now.getTime() + 60_000);
      const confirmed = async () => {
        const settings = (await alertSettingsOf(db, grower))!;
        return contact === "phone" ? settings.phone : settings.email;
      };

      await wait("right", later);
      expect(await confirmContact(instances.other.db, grower, contact, "wrong", now)).toBe(false);
      // The wrong try spent the code: the right one no longer confirms.
      expect(await confirmContact(db, grower, contact, "right", now)).toBe(false);
      expect(await confirmed()).toBeNull();

      await wait("late", now);
      expect(await confirmContact(db, grower, contact, "late", now)).toBe(false);

      await wait("right", later);
      const tries = await Promise.all([
        confirmContact(db, grower, contact, "right", now),
        confirmContact(instances.other.db, grower, contact, "right", now),
      ]);
      expect(tries.filter(Boolean)).toHaveLength(1);
      expect(await confirmed()).toBe(address);
      expect(await alertSettingsOf(db, grower)).toMatchObject(
        contact === "phone" ? { phonePending: null, phoneCode: null } : { emailPending: null, emailCode: null },
      );
    },
  );
});
