import { COUNTRIES, type CountryCode, type CountryConfig, type FeatureFlags } from "~/countries";

import type { UserContext } from "./user";

/**
 * The spec's gates as pure decisions (spec 001 §6, 002 §6). Loaders call them
 * and send a gated block's data only when the decision says "show", so a
 * block a visitor may not see never reaches their HTML.
 */

/** "Finance and Orders", " finance_and_orders " → "finance-and-orders". */
export function normaliseRole(roleName: string): string {
  return roleName
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

/** Role-gated container: shows when the user holds at least one allowed role. */
export function hasAllowedRole(userRoles: readonly string[], allowedRoles: readonly string[]): boolean {
  const held = new Set(userRoles.map(normaliseRole));
  return allowedRoles.some((role) => held.has(normaliseRole(role)));
}

/**
 * Role-priority container: the first role of the priority list that the user
 * holds, then the first child whose allowedRoles include it.
 */
export function pickByRolePriority<T extends { allowedRoles: readonly string[] }>(
  userRoles: readonly string[],
  priority: readonly string[],
  children: readonly T[],
): T | null {
  const held = new Set(userRoles.map(normaliseRole));
  const role = priority.map(normaliseRole).find((r) => held.has(r));
  if (!role) return null;
  return children.find((child) => child.allowedRoles.map(normaliseRole).includes(role)) ?? null;
}

const CULTIVAR_PLUS = "Cultivar Plus";

/** Cultivar container: shows when "the user is Cultivar Plus" equals the container's isCultivar. */
export function cultivarMatches(cultivarType: string | null | undefined, isCultivar: boolean): boolean {
  return (cultivarType === CULTIVAR_PLUS) === isCultivar;
}

export type QuickLinkSet = "premium" | "eximia" | "standard";

/** 'finance' gives the premium quick links, 'finance-and-orders' the eximia set, anything else standard. */
export function quickLinkSet(userRoles: readonly string[]): QuickLinkSet {
  const held = userRoles.map(normaliseRole);
  if (held.includes("finance-and-orders")) return "eximia";
  if (held.includes("finance")) return "premium";
  return "standard";
}

export type FlagContainerDecision =
  { kind: "show" } | { kind: "login" } | { kind: "redirect"; to: string } | { kind: "hide" };

/**
 * Feature-flag container: anonymous visitors go to login; a logged-in user not on
 * the allow-list goes to the configured path, unless it is '#' or missing, in
 * which case the block is simply not shown.
 */
export function featureFlagContainer(
  context: Pick<UserContext, "isLoggedIn" | "user">,
  allowList: readonly string[],
  redirectPath?: string | null,
): FlagContainerDecision {
  if (!context.isLoggedIn || !context.user) return { kind: "login" };
  const email = context.user.email.toLowerCase();
  if (allowList.some((allowed) => allowed.toLowerCase() === email)) return { kind: "show" };
  if (!redirectPath || redirectPath === "#") return { kind: "hide" };
  return { kind: "redirect", to: redirectPath };
}

type BooleanFlag = {
  [K in keyof FeatureFlags]: FeatureFlags[K] extends boolean ? K : never;
}[keyof FeatureFlags];

/** Flags that default on unless a country turns them off (spec 002 §6: global-widget-magoya). */
const DEFAULT_ON: ReadonlySet<BooleanFlag> = new Set(["global-widget-magoya"]);

export function isFlagOn(country: Pick<CountryConfig, "flags">, flag: BooleanFlag): boolean {
  return (country.flags[flag] as boolean | undefined) ?? DEFAULT_ON.has(flag);
}

/** The post-login allow-list: when a country sets one, only listed emails may stay logged in. */
export function passesPostLoginAllowList(country: Pick<CountryConfig, "flags">, email: string): boolean {
  const list = country.flags.postLoginAllowList;
  if (!list) return true;
  return list.some((allowed) => allowed.toLowerCase() === email.toLowerCase());
}

/**
 * Whether a grower may hold a session at all. The allow-list is their own
 * country's, whatever page they return to or browse: a grower cannot walk
 * around Argentina's list through a Brazilian or US address. A grower whose
 * country the provider does not state must pass every country's list (closed
 * by default).
 */
export function maySignIn(
  user: { email: string; country: CountryCode | null },
  countries: readonly Pick<CountryConfig, "code" | "flags">[] = COUNTRIES,
): boolean {
  const applicable = user.country ? countries.filter((country) => country.code === user.country) : countries;
  return applicable.every((country) => passesPostLoginAllowList(country, user.email));
}
