import { addDays } from "../loyalty/calendar";
import type { Alert } from "./alert";

export interface VoucherSeen {
  /** The voucher request's idempotency key: its receipt. */
  key: string;
  /** Issued by the vouchers upstream (its id), refused (its reason), or still on its way. */
  outcome: { issued: string; distributor: string } | { refused: string } | null;
}

/** A voucher issued or refused: one alert per voucher request (its key alone), when its outcome is known. */
export function voucherAlerts(grower: string, vouchers: readonly VoucherSeen[]): Alert[] {
  return vouchers.flatMap(({ key, outcome }): Alert[] => {
    if (!outcome) return [];
    const facts = "issued" in outcome ? { voucher: outcome.issued, distributor: outcome.distributor } : outcome;
    return [{ grower, kind: "voucher", subject: key, date: null, facts }];
  });
}

/** How long a grower may leave the onboarding unfinished before being reminded. */
const ONBOARDING_REMINDER_DAYS = 7;

/** Onboarding not finished 7 days after it started: one reminder, ever. */
export function onboardingAlerts(
  grower: string,
  onboarding: { finished: boolean; startedOn: string },
  today: string,
): Alert[] {
  const due = addDays(onboarding.startedOn, ONBOARDING_REMINDER_DAYS);
  if (onboarding.finished || today < due) return [];
  return [{ grower, kind: "onboarding", subject: "onboarding", date: due, facts: {} }];
}
