import { createHmac, randomInt, randomUUID } from "node:crypto";

import { countryOf, type Locale } from "~/countries";
import { choicesFromForm, readClock, readEmail, readPhone, usesChannel } from "~/domain/alerts/contact";
import { MAX_FOLLOWED_PLACES, placeToFollow } from "~/domain/alerts/weather";
import { env } from "~/env.server";
import { log } from "~/services/log.server";
import { mailConfigured, sendMail } from "~/services/mail/client.server";
import { rateLimitWait } from "~/services/rate-limit.server";
import { sendTemplate, whatsAppConfigured } from "~/services/whatsapp/client.server";
import {
  type AlertSettings,
  changeAlertSettings,
  confirmContact,
  type SettingsChange,
} from "~/store/alert-settings.server";
import { portalStore } from "~/store/portal-store.server";
import { rememberedLocation } from "~/weather/cookies.server";

import { addressCodeEmail } from "./alert-messages.server";
import { zonesOffered } from "./grower-clock";
import { SETTINGS_INTENT } from "./settings-intents";

/**
 * What the alert settings page's forms change (issue 30), one intent each, for the signed-in grower only: the
 * choices with the address and quiet hours; a WhatsApp number, which is kept aside until the grower types the code
 * sent to it; the places followed for weather alerts. A refusal names the field and keeps what was typed.
 */
export const SETTINGS_NOTICES = [
  "saved",
  "code-sent",
  "phone-confirmed",
  "email-code-sent",
  "email-confirmed",
] as const;
export type SettingsNotice = (typeof SETTINGS_NOTICES)[number];
export type SettingsField = "email" | "emailCode" | "phone" | "code" | "quietFrom" | "quietTo" | "timeZone";
export type SettingsOutcome =
  | { ok: true; notice: SettingsNotice | null }
  | { ok: false; errors: Partial<Record<SettingsField, string>>; typed: Record<string, string | string[]> };

const CODE_MINUTES = 15;
/** The code as kept: keyed by the portal's secret and the grower, so the stored value says nothing of the code. */
const codeHash = (grower: string, code: string) =>
  createHmac("sha256", env.SESSION_SECRET).update(`alert-phone-code\u0000${grower}\u0000${code}`).digest("hex");

/** A new six-digit code for a number or an address, kept only as its hash, valid for CODE_MINUTES. */
function newCode(grower: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return { code, hash: codeHash(grower, code), until: new Date(Date.now() + CODE_MINUTES * 60_000) };
}

type AddressChange = Pick<SettingsChange, "email" | "emailPending" | "emailCode" | "emailCodeUntil">;
const NO_CODE = { emailPending: null, emailCode: null, emailCodeUntil: null } as const;

/**
 * What saving this address changes. The sign-in address is the identity provider's, confirmed already; another one
 * waits for the code e-mailed to it (sent here, at most once while a code for it is still valid), and alerts keep
 * going to the confirmed address meanwhile. A refusal is the field's error.
 */
async function addressChange(
  locale: Locale,
  settings: AlertSettings,
  email: string | null,
): Promise<{ change: AddressChange; codeSent: boolean } | { error: string }> {
  if (email === null) return { change: { email: null, ...NO_CODE }, codeSent: false };
  if (email === settings.email) return { change: NO_CODE, codeSent: false };
  if (email === settings.signInEmail.toLowerCase()) return { change: { email, ...NO_CODE }, codeSent: false };
  const codeLives = settings.emailCodeUntil !== null && settings.emailCodeUntil.getTime() > Date.now();
  if (email === settings.emailPending && codeLives) return { change: {}, codeSent: false };
  // No mail server: nothing can be confirmed, and nothing is mailed either; the address waits.
  if (!mailConfigured())
    return { change: { emailPending: email, emailCode: null, emailCodeUntil: null }, codeSent: false };
  if ((await rateLimitWait("alert-codes", `${settings.grower}:email`)) > 0) return { error: "errors.tooMany" };
  const { code, hash, until } = newCode(settings.grower);
  try {
    await sendMail(await addressCodeEmail({ email, locale }, code, CODE_MINUTES));
  } catch (error) {
    log("warn", "an alert address's code could not be sent", { error: String(error) });
    return { error: "errors.codeNotSent" };
  }
  return { change: { emailPending: email, emailCode: hash, emailCodeUntil: until }, codeSent: true };
}
const field = (form: FormData, name: string) => String(form.get(name) ?? "");

export async function changeSettings(
  request: Request,
  locale: Locale,
  settings: AlertSettings,
  form: FormData,
): Promise<SettingsOutcome> {
  const { db } = await portalStore();
  const grower = settings.grower;
  const country = countryOf(locale);
  const kinds = country.alerts?.kinds ?? [];
  const intent = field(form, "intent");
  switch (intent) {
    case SETTINGS_INTENT.save: {
      const typed = {
        email: field(form, "email"),
        quietFrom: field(form, "quietFrom"),
        quietTo: field(form, "quietTo"),
        timeZone: field(form, "timeZone"),
        choice: form.getAll("choice").map(String),
      };
      const choices = choicesFromForm(kinds, typed.choice);
      const email = typed.email.trim() ? readEmail(typed.email) : null;
      const [from, to] = [readClock(typed.quietFrom), readClock(typed.quietTo)];
      const errors: Partial<Record<SettingsField, string>> = {};
      if (typed.email.trim() && !email) errors.email = "errors.email";
      else if (!email && usesChannel(choices, "email")) errors.email = "errors.emailNeeded";
      if (!settings.phone && usesChannel(choices, "whatsapp")) errors.phone = "errors.phoneNeeded";
      if (!from) errors.quietFrom = "errors.time";
      if (!to) errors.quietTo = "errors.time";
      // A country with one clock shows no choice: nothing sent keeps what the grower has.
      const timeZone = typed.timeZone === "" ? undefined : typed.timeZone;
      if (timeZone !== undefined && !zonesOffered(country).includes(timeZone)) errors.timeZone = "errors.timeZone";
      if (Object.keys(errors).length) return { ok: false, errors, typed };
      // The address last: a code is mailed only for a form that is otherwise saved.
      const address = await addressChange(locale, settings, email);
      if ("error" in address) return { ok: false, errors: { email: address.error }, typed };
      await changeAlertSettings(db, grower, { choices, quiet: { from: from!, to: to! }, timeZone, ...address.change });
      return { ok: true, notice: address.codeSent ? "email-code-sent" : "saved" };
    }
    case SETTINGS_INTENT.phone: {
      const typed = { phone: field(form, "phone") };
      const phone = readPhone(typed.phone);
      if (!phone) return { ok: false, errors: { phone: "errors.phone" }, typed };
      if (!whatsAppConfigured()) throw new Response("Not found", { status: 404 });
      if ((await rateLimitWait("alert-codes", `${grower}:phone`)) > 0)
        return { ok: false, errors: { phone: "errors.tooMany" }, typed };
      const { code, hash, until } = newCode(grower);
      await changeAlertSettings(db, grower, { phonePending: phone, phoneCode: hash, phoneCodeUntil: until });
      // Sent now, not through the outbox: a code is of use for minutes, and kept nowhere in clear.
      const { whatsApp } = country.alerts!;
      const send = {
        to: phone,
        template: whatsApp.templates["confirmation-code"],
        language: whatsApp.languages[locale] ?? locale.replace("-", "_"),
        parameters: [code],
      };
      try {
        await sendTemplate(send, `phone-code:${randomUUID()}`);
      } catch (error) {
        log("warn", "a WhatsApp confirmation code could not be sent", { error: String(error) });
        return { ok: false, errors: { phone: "errors.codeNotSent" }, typed };
      }
      return { ok: true, notice: "code-sent" };
    }
    case SETTINGS_INTENT.confirm:
    case SETTINGS_INTENT.confirmEmail: {
      const [contact, name] =
        intent === SETTINGS_INTENT.confirm ? (["phone", "code"] as const) : (["email", "emailCode"] as const);
      const typed = { [name]: field(form, name) };
      if ((await rateLimitWait("alert-codes", `${grower}:${contact}`)) > 0)
        return { ok: false, errors: { [name]: "errors.tooMany" }, typed };
      // One statement takes the code if it is this one and still valid, and spends it either way: of several tries at
      // once, none sees a code another has spent.
      const confirmed = await confirmContact(db, grower, contact, codeHash(grower, typed[name].trim()), new Date());
      if (!confirmed) return { ok: false, errors: { [name]: "errors.code" }, typed };
      return { ok: true, notice: contact === "phone" ? "phone-confirmed" : "email-confirmed" };
    }
    case SETTINGS_INTENT.removePhone:
      await changeAlertSettings(db, grower, { phone: null, phonePending: null, phoneCode: null, phoneCodeUntil: null });
      return { ok: true, notice: "saved" };
    case SETTINGS_INTENT.follow: {
      const location = await rememberedLocation(request);
      if (!location || settings.places.length >= MAX_FOLLOWED_PLACES) return { ok: true, notice: null };
      const place = placeToFollow(location.label, location.lat, location.lng);
      if (!settings.places.some((followed) => followed.id === place.id))
        await changeAlertSettings(db, grower, { places: [...settings.places, place] });
      return { ok: true, notice: "saved" };
    }
    case SETTINGS_INTENT.unfollow: {
      const id = field(form, "place");
      await changeAlertSettings(db, grower, { places: settings.places.filter((place) => place.id !== id) });
      return { ok: true, notice: "saved" };
    }
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}
