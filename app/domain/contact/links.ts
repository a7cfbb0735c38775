/**
 * Contact links (spec 000 §5, 001 §9, 002 §5): telephone and WhatsApp links use
 * digits only (spaces, dashes and brackets stripped); web links get https://
 * when they have no scheme.
 */
function digitsOnly(phone: string): string {
  return phone.replace(/\D+/g, "");
}

/** tel: link; a leading "+" is kept so international numbers dial from abroad. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${digitsOnly(phone)}`;
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
