/**
 * Contact links (spec 000 §5, 001 §9, 002 §5): telephone and WhatsApp links use
 * digits only (spaces, dashes, brackets and the "+" stripped); web links get
 * https:// when they have no scheme. Every tel: and wa.me link of the portal is
 * written here (links.test.ts holds every other module to that).
 */
function digitsOnly(phone: string): string {
  return phone.replace(/\D+/g, "");
}

/** A tel: link, digits only as the spec writes them: "+55 (34) 3215-4470" → "tel:553432154470". */
export function telHref(phone: string): string {
  return `tel:${digitsOnly(phone)}`;
}

/** A wa.me link that opens WhatsApp on that number, with `message` already typed when given. */
export function whatsAppHref(phone: string, message?: string): string {
  const text = message?.trim() ? `?text=${encodeURIComponent(message.trim())}` : "";
  return `https://wa.me/${digitsOnly(phone)}${text}`;
}

export function webHref(address: string): string {
  const trimmed = address.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
}
