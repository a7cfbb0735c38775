import type { AlertPreferences } from "~/domain/alerts/preferences";
import { DEFAULT_QUIET_HOURS, type QuietHours } from "~/domain/alerts/quiet-hours";
import type { FollowedPlace } from "~/domain/alerts/weather";

import type { Store } from "./store.server";

type Db = Store["db"];

/** What the sign-in tells the producer about a grower (refreshed at each sign-in). */
export interface GrowerFacts {
  grower: string;
  country: string;
  locale: string;
  document: string | null;
  signInEmail: string;
  profileComplete: boolean;
  /** YYYY-MM-DD on the country's clock, kept from the first sign-in. */
  today: string;
}

/** A grower's alert settings, as the preferences page and the producer read them. */
export interface AlertSettings extends Omit<GrowerFacts, "today"> {
  firstSeenOn: string;
  email: string | null;
  emailPending: string | null;
  emailCode: string | null;
  emailCodeUntil: Date | null;
  phone: string | null;
  phonePending: string | null;
  phoneCode: string | null;
  phoneCodeUntil: Date | null;
  choices: AlertPreferences;
  quiet: QuietHours;
  /** The zone the grower chose for their alerts' clock; null: the country's (see growerClock). */
  timeZone: string | null;
  places: FollowedPlace[];
}

/**
 * Remembers a grower who signed in, so alerts can be made for them while they are away. What they chose is kept;
 * the facts the identity provider gives are refreshed.
 */
export async function rememberGrower(db: Db, facts: GrowerFacts): Promise<void> {
  const refreshed = {
    country: facts.country,
    locale: facts.locale,
    document: facts.document,
    sign_in_email: facts.signInEmail,
    profile_complete: facts.profileComplete,
  };
  await db
    .insertInto("alert_settings")
    .values({
      grower: facts.grower,
      ...refreshed,
      first_seen_on: facts.today,
      choices: "{}",
      quiet_from: DEFAULT_QUIET_HOURS.from,
      quiet_to: DEFAULT_QUIET_HOURS.to,
      places: "[]",
    })
    .onConflict((conflict) => conflict.column("grower").doUpdateSet(refreshed))
    .execute();
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db, where: { grower?: string; after?: string }, limit: number) {
  let query = db.selectFrom("alert_settings").selectAll().orderBy("grower").limit(limit);
  if (where.grower !== undefined) query = query.where("grower", "=", where.grower);
  if (where.after !== undefined) query = query.where("grower", ">", where.after);
  return query.execute();
}

const settingsOfRow = (row: Row): AlertSettings => ({
  grower: row.grower,
  country: row.country,
  locale: row.locale,
  document: row.document,
  signInEmail: row.sign_in_email,
  profileComplete: row.profile_complete,
  firstSeenOn: row.first_seen_on,
  email: row.email,
  emailPending: row.email_pending,
  emailCode: row.email_code,
  emailCodeUntil: row.email_code_until,
  phone: row.phone,
  phonePending: row.phone_pending,
  phoneCode: row.phone_code,
  phoneCodeUntil: row.phone_code_until,
  choices: row.choices,
  quiet: { from: row.quiet_from, to: row.quiet_to },
  timeZone: row.time_zone,
  places: row.places,
});

/** One grower's settings, or null for a grower never signed in. */
export async function alertSettingsOf(db: Db, grower: string): Promise<AlertSettings | null> {
  const [row] = await selectRows(db, { grower }, 1);
  return row ? settingsOfRow(row) : null;
}

/** Every grower's settings, a page at a time in the growers' order (the producer walks them all). */
export async function alertSettingsPage(db: Db, after: string | null, limit: number): Promise<AlertSettings[]> {
  return (await selectRows(db, after === null ? {} : { after }, limit)).map(settingsOfRow);
}

/** What the preferences page and the phone confirmation change; nothing else of a grower's row. */
export interface SettingsChange {
  email?: string | null;
  emailPending?: string | null;
  emailCode?: string | null;
  emailCodeUntil?: Date | null;
  phone?: string | null;
  phonePending?: string | null;
  phoneCode?: string | null;
  phoneCodeUntil?: Date | null;
  choices?: AlertPreferences;
  quiet?: QuietHours;
  timeZone?: string | null;
  places?: FollowedPlace[];
}

/** Changes one grower's settings; false when the grower has none (never signed in). */
export async function changeAlertSettings(db: Db, grower: string, change: SettingsChange): Promise<boolean> {
  const result = await db
    .updateTable("alert_settings")
    .set({
      ...(change.email !== undefined && { email: change.email }),
      ...(change.emailPending !== undefined && { email_pending: change.emailPending }),
      ...(change.emailCode !== undefined && { email_code: change.emailCode }),
      ...(change.emailCodeUntil !== undefined && { email_code_until: change.emailCodeUntil }),
      ...(change.phone !== undefined && { phone: change.phone }),
      ...(change.phonePending !== undefined && { phone_pending: change.phonePending }),
      ...(change.phoneCode !== undefined && { phone_code: change.phoneCode }),
      ...(change.phoneCodeUntil !== undefined && { phone_code_until: change.phoneCodeUntil }),
      ...(change.choices !== undefined && { choices: JSON.stringify(change.choices) }),
      ...(change.quiet !== undefined && { quiet_from: change.quiet.from, quiet_to: change.quiet.to }),
      ...(change.timeZone !== undefined && { time_zone: change.timeZone }),
      ...(change.places !== undefined && { places: JSON.stringify(change.places) }),
    })
    .where("grower", "=", grower)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The address waiting for its code, where it goes once confirmed, and its code: per contact, the same four columns. */
const CONTACT_COLUMNS = {
  phone: { confirmed: "phone", pending: "phone_pending", code: "phone_code", until: "phone_code_until" },
  email: { confirmed: "email", pending: "email_pending", code: "email_code", until: "email_code_until" },
} as const;

/**
 * Confirms the number or address waiting for its code when `codeHash` is the code's and it is still valid, and
 * spends the code whatever the answer, each in one statement: of several tries at once, none sees a code another
 * spent. True when confirmed.
 */
export async function confirmContact(
  db: Db,
  grower: string,
  contact: keyof typeof CONTACT_COLUMNS,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const column = CONTACT_COLUMNS[contact];
  const confirmed = await db
    .updateTable("alert_settings")
    .set((eb) => ({
      [column.confirmed]: eb.ref(column.pending),
      [column.pending]: null,
      [column.code]: null,
      [column.until]: null,
    }))
    .where("grower", "=", grower)
    .where(column.code, "=", codeHash)
    .where(column.until, ">", now)
    .where(column.pending, "is not", null)
    .executeTakeFirst();
  if (Number(confirmed.numUpdatedRows) > 0) return true;
  await db
    .updateTable("alert_settings")
    .set({ [column.code]: null, [column.until]: null })
    .where("grower", "=", grower)
    .execute();
  return false;
}
