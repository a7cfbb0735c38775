/**
 * Alerts the portal sends a grower (issue 30): what each is about, and the natural key that makes it once. A
 * producer that runs again, or on a second instance, makes alerts with the same keys, and the store keeps one per
 * key: nothing new is sent.
 */
export const ALERT_KINDS = [
  "points-expiring",
  "request-status",
  "voucher",
  "onboarding",
  "spray-window",
  "frost",
  "heavy-rain",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_CHANNELS = ["inbox", "email", "whatsapp"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export interface Alert {
  /** The grower's id (the identity provider's subject). */
  grower: string;
  kind: AlertKind;
  /** What the alert is about within its kind: an expiry date's points, a request, a voucher, a followed place. */
  subject: string;
  /**
   * The day it is about (YYYY-MM-DD), part of its key where one thing happens once a day: the expiry date, the morning
   * after a frost night, the day of heavy rain, the day a spray window is announced. Null where the subject alone is
   * the event (a request's status, a voucher, the onboarding reminder).
   */
  date: string | null;
  /** The figures the message shows, as the domain computed them (the channels format them for the locale). */
  facts: Readonly<Record<string, string | number>>;
}

/** One alert per grower, kind, subject and day, ever. */
export function alertKey({ grower, kind, subject, date }: Pick<Alert, "grower" | "kind" | "subject" | "date">): string {
  return [kind, grower, subject, date ?? ""].map(encodeURIComponent).join("/");
}
