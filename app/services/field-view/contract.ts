import { z } from "zod";

import { SYNC_STATUSES } from "~/domain/fields/sync";

/**
 * The field-view partner (spec 000 §3, §7), under FIELD_VIEW_API_URL. Every
 * call is a POST whose JSON body carries the grower's partner access token as
 * `authorization` (spec 000 §6, §7). docs/integrations/field-view.md.
 *
 *   POST /token         {email}                       → {accessToken, expiresIn}   a linked grower's token (404: not linked)
 *   POST /connect       {email}                       → {accessToken, expiresIn}   the grower authorised the portal
 *   POST /user-info     {authorization}               → userInfo
 *   POST /dashboard     {years, authorization}        → dashboard
 *   POST /dashboard-sync {years, authorization}       → {status}
 */
const syncStatus = z.enum(SYNC_STATUSES);

/** A partner access token and its lifetime in seconds (the portal keeps it no longer than that). */
export const accessTokenResponse = z.object({
  accessToken: z.string().min(16),
  expiresIn: z.number().int().positive(),
});
export type AccessToken = z.infer<typeof accessTokenResponse>;

export const userInfo = z.object({
  clientId: z.string().min(1),
  accountName: z.string(),
  /** Season years the partner holds for this grower, newest first. */
  seasons: z.array(z.string().regex(/^\d{4}$/)),
});

/**
 * The partner reports each content in the units of the grower's account: acres
 * and pounds for a US account, hectares and kilograms otherwise (the default
 * when it does not say). Bushels are bushels everywhere.
 */
const areaUnit = z.enum(["ha", "ac"]).optional();
const massUnit = z.enum(["kg", "lb"]).optional();

const harvestContent = z.object({
  totalWetMass: z.number().nonnegative(),
  massUnit,
  totalHarvestedArea: z.number().nonnegative(),
  areaUnit,
  totalBushels: z.number().nonnegative(),
  cropName: z.string(),
  climateCalculatedAverageYield: z.number().nonnegative(),
  locationId: z.string(),
});

const plantingContent = z.object({
  seedProductName: z.string(),
  locationId: z.string(),
  plantedArea: z.number().nonnegative(),
  areaUnit,
  cropName: z.string(),
});

const fieldViewField = z.object({
  properties: z.object({ name: z.string() }),
  harvestContents: z.record(z.string(), z.array(harvestContent)),
  plantingContents: z.record(z.string(), z.array(plantingContent)),
});

export const dashboard = z.object({
  status: syncStatus,
  /** When the partner last finished a sync for this grower (ISO 8601), null if never. */
  lastSyncedAt: z.string().nullable(),
  years: z.array(z.string()),
  fields: z.array(fieldViewField),
});
export type Dashboard = z.infer<typeof dashboard>;

export const syncResponse = z.object({ status: syncStatus });
