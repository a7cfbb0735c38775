import { whatsAppHref } from "~/domain/contact/links";
import type { Position } from "~/domain/yield-trials/distance";

/**
 * A contact card's buttons, all plain links (issue 15): call (the shared
 * telHref), WhatsApp and directions. Chat links take the number stripped of
 * spaces, dashes and brackets (spec 002 §5), which the shared contact links
 * already do.
 */
export function chatNumber(phone: string): string {
  return phone.replace(/[\s\-()[\]]+/g, "");
}

export const whatsAppChatHref = (phone: string) => whatsAppHref(chatNumber(phone));

/**
 * Directions to the contact in the grower's maps app: the universal maps URL
 * opens the app on a phone and the site elsewhere, with no key; the position
 * is rounded to 5 decimals (about a metre).
 */
export function directionsHref({ lat, lng }: Position): string {
  const destination = `${lat.toFixed(5)},${lng.toFixed(5)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
