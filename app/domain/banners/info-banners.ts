/**
 * Info banners (spec 001 §2 §4 §6 §9, 002 §4 §5): three variants.
 *
 *   default   always shown;
 *   campaign  closable with 'Fechar'; once closed it stays closed for that
 *             campaign (the id is remembered in a cookie, decision 0027);
 *   eleva     only for Eleva members: anyone else gets the placeholder, which
 *             the portal renders as nothing at all (decision 0027).
 */
export type InfoBannerVariant = "default" | "campaign" | "eleva";

/** Spec 001 §9: the Eleva banner's icon is 40 px, the campaign banner's 24 px. */
export const BANNER_ICON_SIZE = { eleva: 40, campaign: 24 } as const;

export function isClosable(variant: InfoBannerVariant): boolean {
  return variant === "campaign";
}

/** Whether a banner is shown to this grower: the Eleva gate and what they have closed. */
export function showsInfoBanner(
  banner: { id: string; variant: InfoBannerVariant },
  grower: { isEleva: boolean },
  closed: ReadonlySet<string>,
): boolean {
  if (banner.variant === "eleva" && !grower.isEleva) return false;
  return !(isClosable(banner.variant) && closed.has(banner.id));
}

/**
 * The closed banners' cookie value: ids joined by commas, newest last. Only
 * ids the upstream could have sent are kept (letters, digits, dash, underscore),
 * and only the latest MAX_REMEMBERED, so the cookie cannot grow without bound.
 */
export const MAX_REMEMBERED = 20;
const BANNER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isBannerId(value: unknown): value is string {
  return typeof value === "string" && BANNER_ID.test(value);
}

export function closedBannerIds(cookieValue: string | null | undefined): string[] {
  if (!cookieValue) return [];
  return [...new Set(cookieValue.split(",").filter(isBannerId))].slice(-MAX_REMEMBERED);
}

export function rememberClosed(current: readonly string[], id: string): string[] {
  return [...current.filter((other) => other !== id), id].slice(-MAX_REMEMBERED);
}
