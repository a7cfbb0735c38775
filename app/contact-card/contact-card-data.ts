/** One line of a contact card (spec 001 §3 contact card: label, value, isWhatsApp, isEmail). */
export interface ContactDetail {
  kind: "hours" | "phone" | "mobile" | "whatsapp" | "email" | "web";
  label: string;
  value: string;
  href: string | null;
}

/**
 * A contact card with its 'VER MAIS' modal (spec 001 §2 §3: badge, title, description, contact details): the
 * first ways to reach someone on the card, every way in the modal.
 */
export interface ContactCardData {
  id: string;
  name: string;
  badge: string;
  description?: string;
  summary: ContactDetail[];
  details: ContactDetail[];
  seeMore: { label: string; ariaLabel: string };
  close: string;
}
