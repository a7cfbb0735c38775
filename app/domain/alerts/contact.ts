import { z } from "zod";

import { ALERT_CHANNELS, type AlertChannel, type AlertKind } from "./alert";
import type { AlertPreferences } from "./preferences";

/**
 * What the alert settings form accepts (issue 30): a WhatsApp number as E.164 (typed with spaces, dashes, dots or
 * brackets, which are dropped; a country code required), an e-mail address, and a clock time.
 */
export function readPhone(typed: string): string | null {
  const compact = typed.trim().replace(/[\s().-]/g, "");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** The one rule for an alert address, read by the form and by the delivery alike: zod's e-mail. */
const alertAddress = z.email().max(254);

export function readEmail(typed: string): string | null {
  const text = typed.trim().toLowerCase();
  return alertAddress.safeParse(text).success ? text : null;
}

export function readClock(typed: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(typed.trim());
  return match ? `${match[1]}:${match[2]}` : null;
}

/** The choices form's checkboxes ("frost:email") as a whole matrix: a box not ticked is a channel turned off. */
export function choicesFromForm(kinds: readonly AlertKind[], ticked: readonly string[]): AlertPreferences {
  const on = new Set(ticked);
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      Object.fromEntries(ALERT_CHANNELS.map((channel) => [channel, on.has(`${kind}:${channel}`)])),
    ]),
  ) as AlertPreferences;
}

/** Whether any kind is sent on this channel. */
export function usesChannel(choices: AlertPreferences, channel: AlertChannel): boolean {
  return Object.values(choices).some((channels) => channels?.[channel] === true);
}
