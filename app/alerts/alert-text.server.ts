import { countryOf, type Locale } from "~/countries";
import type { Alert } from "~/domain/alerts/alert";
import { rainIn, temperatureIn, weatherUnits } from "~/domain/weather/units";
import { formatCalendarDay, formatDateTime } from "~/format/dates";
import { formatNumber } from "~/format/numbers";
import { rewardsFormatters } from "~/format/rewards";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { getTransactionCategories } from "~/services/loyalty/client.server";
import { WEATHER_ANCHOR } from "~/weather/return-address";

/**
 * An alert in words (issue 30): the one text the inbox shows, the e-mail sends and the WhatsApp template's
 * parameters carry, in the grower's locale and units, with the page where the grower acts on it.
 */
export interface AlertText {
  /** What the alert kind is called (the preferences page's row, the e-mail's reason line). */
  kindName: string;
  title: string;
  body: string;
  /** Where the grower acts on it: a path of the portal. */
  href: string;
  action: string;
  /** The figures in order, as the country's WhatsApp template for the kind takes them. */
  parameters: string[];
}

/**
 * What the words need beyond the alert: the history's category of expiring points, when the programme has one, and
 * the grower's clock, which the times of a spray window are written on.
 */
export interface AlertTextContext {
  expiringCategory: string | null;
  timeZone: string;
}

/**
 * The history's category of expiring points, which the points alert's link filters by, asked only when there is
 * such an alert to write and answered null when the programme's list cannot be read (the link is then the history).
 */
export async function alertTextContext(
  locale: Locale,
  alerts: readonly Alert[],
  timeZone: string,
): Promise<AlertTextContext> {
  if (!alerts.some((alert) => alert.kind === "points-expiring")) return { expiringCategory: null, timeZone };
  const categories = await getTransactionCategories(locale).catch(() => []);
  return { expiringCategory: categories.find((category) => category.icon === "expiring")?.id ?? null, timeZone };
}

/** The page with the weather widget in this locale (the country's configuration), else the locale's home. */
export function weatherPageOf(locale: Locale): string {
  const page = countryOf(locale).alerts?.weatherPage[locale];
  return page ? `${href(locale)}/${page}` : href(locale)!;
}

/** The spray-window strip's block id on the weather page. */
const SPRAY_ANCHOR = "spray-windows";

const text = (value: string | number | undefined) => String(value ?? "");

export async function alertText(alert: Alert, locale: Locale, context: AlertTextContext): Promise<AlertText> {
  const [t, w, r] = await Promise.all([
    i18nServer.getFixedT(locale, "alerts"),
    i18nServer.getFixedT(locale, "weather"),
    i18nServer.getFixedT(locale, "redemption"),
  ]);
  const country = countryOf(locale);
  const units = weatherUnits(country.units);
  const home = href(locale)!;
  const weatherPage = weatherPageOf(locale);
  const at = (section: Parameters<typeof href>[1], rest?: string) => href(locale, section, rest) ?? home;
  const { facts } = alert;
  const day = alert.date ? formatCalendarDay(locale, alert.date) : "";
  const kind = `kinds.${alert.kind}`;
  const words = (values: Record<string, string>, variant = "") => ({
    kindName: t(`${kind}.name`),
    title: t(`${kind}.title${variant}`, values),
    body: t(`${kind}.body${variant}`, values),
    action: t(`${kind}.action`),
    parameters: Object.values(values),
  });

  switch (alert.kind) {
    case "points-expiring": {
      const history = at("loyalty-history");
      const filter = context.expiringCategory ? `?category=${encodeURIComponent(context.expiringCategory)}` : "";
      return { ...words({ points: formatNumber(locale, Number(facts.points), 0), date: day }), href: history + filter };
    }
    case "request-status": {
      const status = text(facts.status);
      const values = {
        request: text(facts.request),
        status: r(`statuses.${status}.label`),
        amount: rewardsFormatters(locale).cents(Number(facts.amountCents)),
      };
      return { ...words(values), href: at("rewards-requests", encodeURIComponent(values.request)) };
    }
    case "voucher": {
      const refused = "refused" in facts;
      const values: Record<string, string> = refused
        ? { reason: text(facts.refused) }
        : { voucher: text(facts.voucher), distributor: text(facts.distributor) };
      return { ...words(values, refused ? "Refused" : ""), href: at("receipt", encodeURIComponent(alert.subject)) };
    }
    case "onboarding":
      return { ...words({}), href: at("onboarding") };
    case "frost": {
      const low = w("units.temperature", {
        value: formatNumber(locale, Math.round(temperatureIn(units, Number(facts.minC))), 0),
      });
      return { ...words({ place: text(facts.place), date: day, low }), href: `${weatherPage}#${WEATHER_ANCHOR}` };
    }
    case "heavy-rain": {
      const rain = w(`units.${units.rain}`, {
        value: formatNumber(locale, rainIn(units, Number(facts.millimetres)), units.rainDecimals),
      });
      return { ...words({ place: text(facts.place), date: day, rain }), href: `${weatherPage}#${WEATHER_ANCHOR}` };
    }
    case "spray-window": {
      const moment = (ms: number) => formatDateTime(locale, new Date(ms), context.timeZone);
      const values = {
        place: text(facts.place),
        start: moment(Number(facts.startsAt)),
        end: moment(Number(facts.endsAt)),
        hours: formatNumber(locale, Number(facts.hours), 0),
      };
      return { ...words(values), href: `${weatherPage}#${SPRAY_ANCHOR}` };
    }
  }
}
