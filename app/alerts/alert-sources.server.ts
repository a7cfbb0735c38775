import type { CountryConfig, Locale } from "~/countries";
import type { Alert, AlertKind } from "~/domain/alerts/alert";
import { pointsExpiringAlerts } from "~/domain/alerts/points-expiring";
import { requestStatusAlerts } from "~/domain/alerts/request-status";
import { onboardingAlerts, voucherAlerts } from "~/domain/alerts/voucher";
import { frostAlerts, heavyRainAlerts, sprayWindowAlerts } from "~/domain/alerts/weather";
import { memberDay } from "~/domain/loyalty/calendar";
import { requestTotalCents } from "~/domain/rewards/redemption";
import { forecastDays, todayAt } from "~/domain/weather/days";
import { sprayWindows, sunTimesByDay } from "~/domain/weather/spray-window";
import { dayIn } from "~/format/dates";
import { log } from "~/services/log.server";
import { getExpiration } from "~/services/loyalty/client.server";
import { listRedemptionRequests } from "~/services/rewards/client.server";
import { getForecast } from "~/services/weather/client.server";
import type { AlertSettings } from "~/store/alert-settings.server";
import type { Outbox } from "~/store/outbox.server";

/**
 * What each kind of alert is made from, for one grower (issue 30): the loyalty programme's expiring points, the US
 * programme's requests, the grower's voucher submissions in the outbox, the onboarding, and the forecast at each
 * place they follow. A source that fails makes no alert of its kind this time (logged); the others still do, and the
 * next run tries it again.
 */
const VOUCHERS_LOOK_BACK_MS = 30 * 86_400_000;

export async function candidateAlerts(
  settings: AlertSettings,
  country: CountryConfig,
  outbox: Outbox,
  now: number,
): Promise<Alert[]> {
  const { grower } = settings;
  const locale = settings.locale as Locale;
  const kinds = new Set<AlertKind>(country.alerts?.kinds ?? []);
  const today = dayIn(country.timeZone, new Date(now));
  const thresholds = country.alerts!.weather;

  const attempt = async (source: string, make: () => Promise<Alert[]> | Alert[]): Promise<Alert[]> => {
    try {
      return await make();
    } catch (error) {
      log("warn", "an alert source failed", { source, error: String(error) });
      return [];
    }
  };

  const made = await Promise.all([
    kinds.has("points-expiring") && settings.document
      ? attempt("loyalty-expiration", async () => {
          const { expirations } = await getExpiration(settings.document!, locale);
          return pointsExpiringAlerts(grower, expirations, memberDay(now));
        })
      : [],
    kinds.has("request-status")
      ? attempt("us-rewards-requests", async () =>
          requestStatusAlerts(
            grower,
            (await listRedemptionRequests(grower)).map((request) => ({
              id: request.requestId,
              status: request.status,
              amountCents: requestTotalCents(request),
              submittedAt: request.history[0].at,
            })),
          ),
        )
      : [],
    kinds.has("voucher")
      ? attempt("voucher-submissions", async () => {
          const settled = await outbox.settledFor("voucher", grower, new Date(now - VOUCHERS_LOOK_BACK_MS));
          return voucherAlerts(
            grower,
            settled.map(({ key, state, payload, reference, refusal }) => ({
              key,
              outcome:
                state === "sent" && reference
                  ? { issued: reference, distributor: distributorOf(payload) }
                  : state === "failed"
                    ? { refused: refusal ?? "" }
                    : null,
            })),
          );
        })
      : [],
    kinds.has("onboarding")
      ? onboardingAlerts(grower, { finished: settings.profileComplete, startedOn: settings.firstSeenOn }, today)
      : [],
    ...settings.places.map((place) =>
      attempt("weather-forecast", async () => {
        const forecast = await getForecast(locale, place.lat, place.lng);
        // The place's own day (the United States spans four zones), as the weather widget reads it.
        const placeToday = todayAt(forecast.data.validTimeLocal[0] ?? "", now) ?? today;
        const days = forecastDays(forecast.data, placeToday);
        const hours = sprayWindows(
          forecast.hourly,
          sunTimesByDay(forecast.data.sunriseTimeLocal, forecast.data.sunsetTimeLocal),
          now,
        );
        return [
          ...(kinds.has("frost") ? frostAlerts(grower, place, days, placeToday, thresholds) : []),
          ...(kinds.has("heavy-rain") ? heavyRainAlerts(grower, place, days, placeToday, thresholds) : []),
          ...(kinds.has("spray-window") ? sprayWindowAlerts(grower, place, hours, now, placeToday, thresholds) : []),
        ];
      }),
    ),
  ]);
  return made.flat();
}

function distributorOf(payload: unknown): string {
  const name = (payload as { distributor?: { name?: unknown } } | null)?.distributor?.name;
  return typeof name === "string" ? name : "";
}
