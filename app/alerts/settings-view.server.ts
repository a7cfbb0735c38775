import { countryOf, type Locale } from "~/countries";
import { ALERT_CHANNELS, type AlertChannel } from "~/domain/alerts/alert";
import { channelsFor } from "~/domain/alerts/preferences";
import { MAX_FOLLOWED_PLACES, placeToFollow } from "~/domain/alerts/weather";
import { formatTimeZone } from "~/format/dates";
import { i18nServer } from "~/i18n/i18next.server";
import { mailConfigured } from "~/services/mail/client.server";
import { whatsAppConfigured } from "~/services/whatsapp/client.server";
import type { AlertSettings } from "~/store/alert-settings.server";
import { rememberedLocation } from "~/weather/cookies.server";
import { WEATHER_ANCHOR } from "~/weather/return-address";

import { weatherPageOf } from "./alert-text.server";
import { growerClock, zonesOffered } from "./grower-clock";
import type { SettingsField, SettingsNotice, SettingsOutcome } from "./settings-change.server";

const NOTICE_TEXT: Record<SettingsNotice, string> = {
  saved: "saved",
  "code-sent": "codeSent",
  "phone-confirmed": "phoneConfirmed",
  "email-code-sent": "emailCodeSent",
  "email-confirmed": "emailConfirmed",
};

/** The alert settings page in words and values (issue 30): what the grower chose, or typed when it was refused. */
export async function settingsView(
  request: Request,
  locale: Locale,
  settings: AlertSettings,
  notice: SettingsNotice | null,
  refused: Extract<SettingsOutcome, { ok: false }> | null,
) {
  const t = await i18nServer.getFixedT(locale, "alerts");
  const country = countryOf(locale);
  const offered: Record<AlertChannel, boolean> = {
    inbox: true,
    email: mailConfigured(),
    whatsapp: whatsAppConfigured(),
  };
  const typed = refused?.typed ?? {};
  const error = (name: SettingsField) => (refused?.errors[name] ? t(`settings.${refused.errors[name]}`) : null);
  const ticked = Array.isArray(typed.choice) ? new Set(typed.choice) : null;
  const location = await rememberedLocation(request);
  const candidate = location ? placeToFollow(location.label, location.lat, location.lng) : null;
  const canFollow =
    candidate &&
    !settings.places.some((place) => place.id === candidate.id) &&
    settings.places.length < MAX_FOLLOWED_PLACES;
  const text = (value: string | string[] | undefined, fallback: string) =>
    typeof value === "string" ? value : fallback;
  const zones = zonesOffered(country);
  const clock = growerClock(country, settings.timeZone);

  return {
    title: t("settings.title"),
    lead: t("settings.lead"),
    notice: notice ? t(`settings.${NOTICE_TEXT[notice]}`) : null,
    errorSummary: refused ? t("settings.errors.summary") : null,
    matrix: {
      caption: t("settings.caption"),
      kindHeader: t("settings.kind"),
      channels: ALERT_CHANNELS.map((channel) => ({
        channel,
        label: t(`channels.${channel}`),
        offered: offered[channel],
      })),
      notOffered: t("settings.unavailableChannel"),
      rows: (country.alerts?.kinds ?? []).map((kind) => {
        const on = channelsFor(settings.choices, kind);
        return {
          kind,
          label: t(`kinds.${kind}.name`),
          checked: Object.fromEntries(
            ALERT_CHANNELS.map((channel) => [
              channel,
              ticked ? ticked.has(`${kind}:${channel}`) : on.includes(channel),
            ]),
          ) as Record<AlertChannel, boolean>,
        };
      }),
    },
    email: {
      legend: t("settings.email.legend"),
      label: t("settings.email.label"),
      hint: t("settings.email.hint"),
      value: text(typed.email, settings.emailPending ?? settings.email ?? settings.signInEmail),
      error: error("email"),
      confirmed: settings.email ? t("settings.email.confirmed", { email: settings.email }) : null,
      pending:
        settings.emailPending && settings.emailCodeUntil && settings.emailCodeUntil.getTime() > Date.now()
          ? t("settings.email.pending", { email: settings.emailPending })
          : null,
      code: { label: t("settings.email.code"), value: text(typed.emailCode, ""), error: error("emailCode") },
      confirm: t("settings.email.confirm"),
    },
    phone: offered.whatsapp
      ? {
          legend: t("settings.phone.legend"),
          label: t("settings.phone.label"),
          hint: t("settings.phone.hint"),
          value: text(typed.phone, settings.phonePending ?? ""),
          error: error("phone"),
          confirmed: settings.phone ? t("settings.phone.confirmed", { phone: settings.phone }) : null,
          remove: t("settings.phone.remove"),
          pending:
            settings.phonePending && settings.phoneCodeUntil && settings.phoneCodeUntil.getTime() > Date.now()
              ? t("settings.phone.pending", { phone: settings.phonePending })
              : null,
          code: { label: t("settings.phone.code"), value: text(typed.code, ""), error: error("code") },
          send: t("settings.phone.send"),
          confirm: t("settings.phone.confirm"),
        }
      : null,
    quiet: {
      legend: t("settings.quiet.legend"),
      hint: t("settings.quiet.hint", { zone: formatTimeZone(locale, clock) }),
      zone:
        zones.length > 1
          ? {
              label: t("settings.quiet.zone"),
              value: text(typed.timeZone, clock),
              options: zones.map((zone) => ({ value: zone, label: formatTimeZone(locale, zone) })),
              error: error("timeZone"),
            }
          : null,
      from: {
        label: t("settings.quiet.from"),
        value: text(typed.quietFrom, settings.quiet.from),
        error: error("quietFrom"),
      },
      to: { label: t("settings.quiet.to"), value: text(typed.quietTo, settings.quiet.to), error: error("quietTo") },
    },
    places: {
      legend: t("settings.places.legend"),
      empty: settings.places.length ? null : t("settings.places.empty"),
      followed: settings.places.map((place) => ({
        id: place.id,
        name: place.name,
        unfollow: t("settings.places.unfollow", { place: place.name }),
      })),
      follow: canFollow ? t("settings.places.follow", { place: candidate.name }) : null,
      limit:
        settings.places.length >= MAX_FOLLOWED_PLACES
          ? t("settings.places.limit", { count: MAX_FOLLOWED_PLACES })
          : null,
      choose: location
        ? null
        : { label: t("settings.places.choose"), href: `${weatherPageOf(locale)}#${WEATHER_ANCHOR}` },
    },
    save: t("settings.save"),
  };
}

export type SettingsView = Awaited<ReturnType<typeof settingsView>>;
