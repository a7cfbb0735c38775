import { wallClockIn } from "~/format/dates";

/**
 * Quiet hours (issue 30): nothing is sent to a grower's phone or mailbox between 21:00 and 07:00 on their clock by
 * default; what falls due then waits for the window to open. The inbox in the portal is not a channel that rings, so
 * it is never held.
 */
export interface QuietHours {
  /** "HH:MM" on the grower's clock. */
  from: string;
  to: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { from: "21:00", to: "07:00" };

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(":").map(Number);
  return hours * 60 + minutes;
};

/**
 * When a message due now may be sent: now, outside quiet hours; otherwise the instant they end on the grower's
 * clock. (A clock change inside the quiet hours moves that instant by its hour: the message goes an hour early or late,
 * never in the night.)
 */
export function sendableAt(nowMs: number, timeZone: string, quiet: QuietHours = DEFAULT_QUIET_HOURS): number {
  const { minute, second } = wallClockIn(timeZone, nowMs);
  const [from, to] = [minutesOf(quiet.from), minutesOf(quiet.to)];
  const isQuiet = from <= to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!isQuiet) return nowMs;
  const minutesLeft = (to - minute + 1440) % 1440;
  return nowMs + (minutesLeft * 60 - second) * 1000 - (nowMs % 1000);
}
