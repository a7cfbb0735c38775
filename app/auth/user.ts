import type { CountryCode } from "~/countries";
import type { PROFILE_STATUSES } from "~/services/identity/contract";

/** What the session keeps of a logged-in user: the validated identity claims. */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  document: string | null;
  /** The grower's country from the identity claims; null when the provider did not say. */
  country: CountryCode | null;
  roles: string[];
  profileStatus: (typeof PROFILE_STATUSES)[number];
  cultivarType: string | null;
  isEleva: boolean;
  isCarbonProgram: boolean;
}

/**
 * The user context of the spec (002 §3, 001 §3), assembled on the server for
 * every request: identity from the session, stars and accelerators from the
 * loyalty member. `loyalty` says why `orbia` may be missing.
 */
export interface UserContext {
  isLoggedIn: boolean;
  user: SessionUser | null;
  /** The member's display name from the loyalty programme, when known. */
  memberName: string | null;
  orbia: { stars: number; acceleratorMix: number; acceleratorFrequency: number } | null;
  loyalty: "member" | "not-member" | "unavailable" | "anonymous";
}

export const ANONYMOUS: UserContext = {
  isLoggedIn: false,
  user: null,
  memberName: null,
  orbia: null,
  loyalty: "anonymous",
};
