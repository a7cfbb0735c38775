import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { href } from "~/i18n/href";

import type { GateCopy } from "./connect-gate";

/**
 * The connect-account page, with the page to come back to (and the banner variant's flag): the query that
 * page's schema reads (routes/$locale/connect-account/query.ts).
 */
export function connectHref(locale: Locale, returnTo: string, { preceon = false } = {}): string {
  const base = href(locale, "connect-account");
  if (!base) return "/";
  const query = new URLSearchParams();
  if (preceon) query.set("preceon-redirect", "true");
  query.set("volver", returnTo);
  return `${base}?${query.toString()}`;
}

/** The blocking modal's copy, for a grower who has not connected and tries an action that needs the account. */
export function gateCopy(t: TFunction): GateCopy {
  return { title: t("gate.title"), body: t("gate.body"), connect: t("gate.connect"), close: t("gate.close") };
}
