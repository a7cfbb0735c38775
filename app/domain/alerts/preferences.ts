import { ALERT_CHANNELS, type AlertChannel, type AlertKind } from "./alert";

/** Which channels a grower receives each kind of alert on. */
export type AlertPreferences = Partial<Record<AlertKind, Partial<Record<AlertChannel, boolean>>>>;

/**
 * Until the grower says otherwise: the inbox in the portal for every kind, and nothing sent to a phone or a mailbox
 * (consent must be given, issue 30).
 */
const DEFAULT_ON: Record<AlertChannel, boolean> = { inbox: true, email: false, whatsapp: false };

/** The channels an alert of this kind goes to for this grower. */
export function channelsFor(preferences: AlertPreferences, kind: AlertKind): AlertChannel[] {
  return ALERT_CHANNELS.filter((channel) => preferences[kind]?.[channel] ?? DEFAULT_ON[channel]);
}
