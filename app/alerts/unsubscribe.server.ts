import { countryOf, type Locale } from "~/countries";
import { ALERT_CHANNELS } from "~/domain/alerts/alert";
import { env } from "~/env.server";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { alertSettingsOf, changeAlertSettings } from "~/store/alert-settings.server";
import { portalStore } from "~/store/portal-store.server";

import { unsubscribeLinks } from "./unsubscribe-link.server";

/** What an unsubscribe link stops (issue 30): its grower's alerts of its kind (or all) on its channel, and no more. */
const links = unsubscribeLinks(env.SESSION_SECRET);

/** Stops what the token names; false, and nothing changed, for a token that is malformed, changed or expired. */
export async function unsubscribe(token: string): Promise<boolean> {
  const reading = links.read(token);
  if (!reading.ok) return false;
  const { grower, channel, kind } = reading.scope;
  const { db } = await portalStore();
  const settings = await alertSettingsOf(db, grower);
  if (!settings) return false;
  const kinds = kind === "all" ? (countryByLocale(settings.locale)?.kinds ?? []) : [kind];
  const choices = structuredClone(settings.choices);
  for (const each of kinds) choices[each] = { ...choices[each], [channel]: false };
  return changeAlertSettings(db, grower, { choices });
}

const countryByLocale = (locale: string) => countryOf(locale as Locale).alerts;

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
  const { channel, kind } = reading.scope;
  const words = {
    channel: t(`channels.${ALERT_CHANNELS.includes(channel) ? channel : "email"}`),
    kind: kind === "all" ? "" : t(`kinds.${kind}.name`),
  };
  const all = kind === "all";
  return {
    title: t("unsubscribe.title"),
    heading: t("unsubscribe.title"),
    text: done
      ? t(all ? "unsubscribe.doneAll" : "unsubscribe.done", words)
      : t(all ? "unsubscribe.all" : "unsubscribe.kind", words),
    confirm: done ? null : t("unsubscribe.confirm"),
    settings,
  };
}
