import type { Locale } from "~/countries";
import { env } from "~/env.server";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { alertSettingsOf, changeAlertSettings } from "~/store/alert-settings.server";
import { portalStore } from "~/store/portal-store.server";

import { addressDigest, unsubscribeLinks } from "./unsubscribe-link.server";

/**
 * What an unsubscribe link stops (issue 30): its grower's alerts of its kind by e-mail, and only while they still go
 * to the address the message was sent to.
 */
const links = unsubscribeLinks(env.SESSION_SECRET);

/** Stops what the token names; false, and nothing changed, for a token malformed, changed, expired or for another address. */
export async function unsubscribe(token: string): Promise<boolean> {
  const reading = links.read(token);
  if (!reading.ok) return false;
  const { grower, kind, addressDigest: digest } = reading.scope;
  const { db } = await portalStore();
  const settings = await alertSettingsOf(db, grower);
  if (!settings?.email || addressDigest(settings.email) !== digest) return false;
  const choices = { ...settings.choices, [kind]: { ...settings.choices[kind], email: false } };
  return changeAlertSettings(db, grower, { choices });
}

export async function unsubscribeView(locale: Locale, token: string, done: boolean) {
  const t = await i18nServer.getFixedT(locale, "alerts");
  const settings = { label: t("unsubscribe.settings"), href: href(locale, "alert-settings")! };
  const reading = links.read(token);
  if (!reading.ok)
    return {
      title: t("unsubscribe.problemTitle"),
      heading: t("unsubscribe.problemTitle"),
      text: t(`unsubscribe.problems.${reading.problem}`),
      confirm: null,
      settings,
    };
  const words = { channel: t("channels.email"), kind: t(`kinds.${reading.scope.kind}.name`) };
  return {
    title: t("unsubscribe.title"),
    heading: t("unsubscribe.title"),
    text: t(done ? "unsubscribe.done" : "unsubscribe.kind", words),
    confirm: done ? null : t("unsubscribe.confirm"),
    settings,
  };
}
