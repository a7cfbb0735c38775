import { z } from "zod";

import { COUNTRY_CODES } from "~/countries";

/**
 * The identity provider's userinfo claims (OpenID Connect). Standard claims plus
 * the portal's own: the grower's tax document, roles, profile status, cultivar
 * type and programme memberships (spec 002 §3 user context, §6 roles).
 * The sandbox's OpenID provider issues exactly these for its demo accounts.
 */
export const PROFILE_STATUSES = ["ONBOARDING", "ACTIVE", "DEACTIVATED"] as const;

export const userInfoClaims = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  name: z.string().optional(),
  document: z.string().nullable().optional(),
  roles: z.array(z.object({ roleName: z.string() })).default([]),
  profile_status: z.enum(PROFILE_STATUSES).default("ACTIVE"),
  cultivar_type: z.string().nullable().optional(),
  is_eleva: z.boolean().default(false),
  is_carbon_program: z.boolean().default(false),
  country: z.enum(COUNTRY_CODES).optional(),
});

/** The scopes the portal asks for; the custom claims ride on the `surco` scope. */
export const OIDC_SCOPES = ["openid", "email", "profile", "surco"] as const;
