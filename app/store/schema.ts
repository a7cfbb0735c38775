import type { ColumnType, Generated } from "kysely";

import type { Alert, AlertKind } from "~/domain/alerts/alert";
import type { AlertPreferences } from "~/domain/alerts/preferences";
import type { FollowedPlace } from "~/domain/alerts/weather";
import type { OutboxState } from "~/domain/receipt-state";

/** The portal's own tables (migrations.ts creates them). Times are timestamptz, read back as Date. */
interface SessionsTable {
  id: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  /** The absolute end of the session: creation plus SESSION_ABSOLUTE_HOURS. */
  expires_at: Date;
  /** The last request that used it: the idle timeout counts from here. */
  seen_at: Date;
}

interface OutboxTable {
  /** The idempotency key the form carried: one submission per key, ever. */
  key: string;
  kind: string;
  /** The signed-in grower who submitted it (session user id); null for an anonymous submission. */
  grower: ColumnType<string | null, string | null | undefined, never>;
  payload: ColumnType<unknown, string, never>;
  /** SHA-256 of kind and payload: a replay with another payload is refused. */
  fingerprint: string;
  state: OutboxState;
  attempts: Generated<number>;
  next_attempt_at: Date;
  /** A worker holds a submission while it delivers it; a crashed worker's hold simply runs out. */
  locked_until: Date | null;
  last_error: string | null;
  /** What the upstream said when it refused the submission for good (a 4xx), and the field it named, if any. */
  refusal_message: string | null;
  refusal_field: string | null;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  /** The upstream's reference for it once delivered (a redemption's request id), when the upstream gives one. */
  upstream_ref: ColumnType<string | null, string | null | undefined, string | null>;
}

/** rate-limiter-flexible's PostgreSQL limiter owns the rows; the portal only purges ended ones. */
interface RateLimitsTable {
  /** The rule's name and the client, as the library joins them ("login:203.0.113.7"). */
  key: string;
  points: number;
  /** End of the window, epoch ms (bigint, read back as a number). */
  expire: number | null;
}

interface LeasesTable {
  name: string;
  holder: string;
  expires_at: Date;
}

/** An alert made for a grower (issue 30), once per natural key. */
interface AlertsTable {
  /** app/domain/alerts/alert.ts alertKey: kind, grower, subject and day. */
  key: string;
  grower: string;
  kind: AlertKind;
  subject: string;
  /** YYYY-MM-DD: the day the alert is about, when its kind has one. */
  day: string | null;
  facts: ColumnType<Alert["facts"], string, never>;
  created_at: Date;
  read_at: Date | null;
  /** False where the grower turned the inbox off for the kind: kept for its key, never shown nor counted. */
  in_inbox: ColumnType<boolean, boolean | undefined, never>;
}

/** How a grower wants alerts (issue 30), and what the producer needs to make them: one row per grower signed in once. */
interface AlertSettingsTable {
  grower: string;
  country: string;
  locale: string;
  /** The loyalty programme's member document (CPF, CNPJ, CUIT), when the identity claims carry one. */
  document: string | null;
  sign_in_email: string;
  profile_complete: boolean;
  /** YYYY-MM-DD in the country's time zone: the onboarding reminder counts from it. */
  first_seen_on: string;
  /**
   * The address alerts are e-mailed to: the sign-in address, or another once its code was confirmed; another waits
   * in email_pending until then.
   */
  email: string | null;
  email_pending: string | null;
  /** The code sent to email_pending, as its HMAC. */
  email_code: string | null;
  email_code_until: Date | null;
  /** The confirmed WhatsApp number (E.164); a number waits in phone_pending until its code is confirmed. */
  phone: string | null;
  phone_pending: string | null;
  /** The code sent to phone_pending, as its SHA-256. */
  phone_code: string | null;
  phone_code_until: Date | null;
  choices: ColumnType<AlertPreferences, string, string>;
  quiet_from: string;
  quiet_to: string;
  /** The IANA zone the grower's quiet hours and alert times are on; null: the country's. */
  time_zone: string | null;
  places: ColumnType<FollowedPlace[], string, string>;
}

interface WhatsAppStatusesTable {
  message_id: string;
  status: string;
  at: Date;
}

export interface Database {
  alerts: AlertsTable;
  alert_settings: AlertSettingsTable;
  whatsapp_statuses: WhatsAppStatusesTable;
  sessions: SessionsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  leases: LeasesTable;
}
