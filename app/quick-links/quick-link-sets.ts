import { pickByRolePriority, type QuickLinkSet } from "~/auth/gates";
import type { SectionId } from "~/countries";

/**
 * Quick links by role (spec 001 §6, 002 §6): 'finance' gives the premium set,
 * 'finance-and-orders' the eximia set, anything else the standard set. They
 * are chosen through the role-priority container: the first role of the
 * priority list the grower holds picks the set whose allowedRoles include it;
 * a grower with neither role gets the standard set.
 *
 * Which links each set holds is not in the spec (decision 0026): sections of
 * the portal, so a country that lacks one simply shows one link fewer. Both
 * finance roles lead first to the finance page (quotations, and the credit and
 * debt summary where the country shows it): the section their role exists for.
 * Every set offers the seed voucher where the country runs it (issue 27: its form was reached only from the
 * campaign's product page).
 */
export interface QuickLinkSetConfig {
  set: QuickLinkSet;
  allowedRoles: readonly string[];
  sections: readonly SectionId[];
}

/** finance-and-orders outranks finance: a grower with both is an eximia grower. */
const QUICK_LINK_PRIORITY = ["finance-and-orders", "finance"] as const;

const STANDARD: QuickLinkSetConfig = {
  set: "standard",
  allowedRoles: [],
  sections: ["loyalty", "points-calculator", "voucher", "content-for-you", "seed-quality", "catalog", "contact"],
};

const ROLE_SETS: readonly QuickLinkSetConfig[] = [
  {
    set: "eximia",
    allowedRoles: ["finance-and-orders"],
    sections: ["finance", "loyalty-history", "loyalty-history-csv", "voucher", "catalog", "seed-quality", "contact"],
  },
  {
    set: "premium",
    allowedRoles: ["finance"],
    sections: [
      "finance",
      "loyalty",
      "loyalty-history",
      "loyalty-history-csv",
      "points-calculator",
      "voucher",
      "contact",
    ],
  },
];

/** The grower's quick-link set, through the role-priority container. */
export function quickLinksFor(roles: readonly string[]): QuickLinkSetConfig {
  return pickByRolePriority(roles, QUICK_LINK_PRIORITY, ROLE_SETS) ?? STANDARD;
}
