import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";

/**
 * The schema, one migration per change, applied at boot by kysely's Migrator on
 * either engine (embedded PGlite or PostgreSQL). Migrations are append-only:
 * never edit one that has shipped, add the next.
 */
const MIGRATIONS: Record<string, Migration> = {
  "0001-sessions-outbox-counters-leases": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("data", "jsonb", (c) => c.notNull())
        .addColumn("expires_at", "timestamptz", (c) => c.notNull())
        .addColumn("seen_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
      await db.schema.createIndex("sessions_seen_at").on("sessions").column("seen_at").execute();

      await db.schema
        .createTable("outbox")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("payload", "jsonb", (c) => c.notNull())
        .addColumn("fingerprint", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull())
        .addColumn("locked_until", "timestamptz")
        .addColumn("last_error", "text")
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("updated_at", "timestamptz", (c) => c.notNull())
        .addColumn("sent_at", "timestamptz")
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["state", "next_attempt_at"]).execute();

      await db.schema
        .createTable("counters")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("reset_at", "timestamptz", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("leases")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("holder", "text", (c) => c.notNull())
        .addColumn("expires_at", "timestamptz", (c) => c.notNull())
        .execute();
    },
  },
  /**
   * Rate limits are counted by rate-limiter-flexible (decision 0013): its PostgreSQL limiter reads and writes a
   * table of exactly this shape (key, points, expire in epoch ms), which we create here instead of letting it run
   * DDL at boot. The hand-written `counters` table it replaces held only windows of at most a minute: dropped.
   */
  "0002-rate-limits-replace-counters": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "varchar(255)", (c) => c.primaryKey())
        .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("expire", "bigint")
        .execute();
      await db.schema.createIndex("rate_limits_expire").on("rate_limits").column("expire").execute();
      await db.schema.dropTable("counters").execute();
    },
  },
  /**
   * Whose a submission is (the session user's id when a signed-in grower submitted it, null otherwise), so the
   * home's "pending items" block can list a grower's submissions still waiting (decision 0042).
   */
  "0003-outbox-grower": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").addColumn("grower", "text").execute();
      await db.schema.createIndex("outbox_grower_state").on("outbox").columns(["grower", "state"]).execute();
    },
  },
  /**
   * Why an upstream refused a submission for good (its message, and the field it named), so the form comes back
   * with what was typed and the reason beside that field (issue 26).
   */
  "0004-outbox-refusal": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("outbox")
        .addColumn("refusal_message", "text")
        .addColumn("refusal_field", "text")
        .execute();
    },
  },
  /**
   * The upstream's own reference for a delivered submission (a redemption's request id), so a grower's request
   * the upstream already lists is not counted a second time while its delivery is recent (decision 0052).
   */
  "0005-outbox-upstream-reference": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("outbox").addColumn("upstream_ref", "text").execute();
    },
  },
  /**
   * Alerts (issue 30): one row per natural key (grower, kind, subject, day), so a producer that runs again or on
   * another instance inserts nothing new; the inbox reads a grower's rows newest first and marks them read.
   */
  "0006-alerts": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("alerts")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("grower", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("day", "text")
        .addColumn("facts", "jsonb", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("read_at", "timestamptz")
        .execute();
      await db.schema.createIndex("alerts_grower_created").on("alerts").columns(["grower", "created_at"]).execute();
    },
  },
  // Who alerts are made for, and how each grower wants them (issue 30): one row per grower who signed in.
  "0007-alert-settings": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("alert_settings")
        .addColumn("grower", "text", (c) => c.primaryKey())
        .addColumn("country", "text", (c) => c.notNull())
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("document", "text")
        .addColumn("sign_in_email", "text", (c) => c.notNull())
        .addColumn("profile_complete", "boolean", (c) => c.notNull())
        .addColumn("first_seen_on", "text", (c) => c.notNull())
        .addColumn("email", "text")
        .addColumn("phone", "text")
        .addColumn("phone_pending", "text")
        .addColumn("phone_code", "text")
        .addColumn("phone_code_until", "timestamptz")
        .addColumn("choices", "jsonb", (c) => c.notNull())
        .addColumn("quiet_from", "text", (c) => c.notNull())
        .addColumn("quiet_to", "text", (c) => c.notNull())
        .addColumn("places", "jsonb", (c) => c.notNull())
        .execute();
      // An alert the grower turned the inbox off for is kept (it is what makes it once) but not shown or counted.
      await db.schema
        .alterTable("alerts")
        .addColumn("in_inbox", "boolean", (c) => c.notNull().defaultTo(true))
        .execute();
      // The header's count on every signed-in page: the unread alerts of one grower, read from this index alone.
      await db.schema
        .createIndex("alerts_unread")
        .on("alerts")
        .column("grower")
        .where(sql.ref("read_at"), "is", null)
        .execute();
      // A WhatsApp message's last status as the Cloud API's callbacks report it (sent, delivered, read, failed).
      await db.schema
        .createTable("whatsapp_statuses")
        .addColumn("message_id", "text", (c) => c.primaryKey())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("at", "timestamptz", (c) => c.notNull())
        .execute();
    },
  },
  // The clock a grower's alerts keep (issue 30): one of the country's zones, chosen on the preferences page; null is
  // the country's own zone, so a row made before this keeps meaning what it did.
  "0008-alert-settings-time-zone": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("alert_settings").addColumn("time_zone", "text").execute();
    },
  },
  // An alert address other than the one the grower signs in with waits, like a WhatsApp number, until the grower
  // types the code e-mailed to it: alerts are never mailed to an address nobody confirmed.
  "0009-alert-settings-email-code": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("alert_settings")
        .addColumn("email_pending", "text")
        .addColumn("email_code", "text")
        .addColumn("email_code_until", "timestamptz")
        .execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};
