/**
 * Badge labels (spec 002 §9): a label longer than 14 characters is cut to its
 * first 11 plus '...', so a badge never grows wider than a short word or two.
 * Characters are counted as code points, so an accent or an emoji is never
 * split in half.
 */
export const BADGE_LIMIT = 14;
export const BADGE_CUT = 11;
const BADGE_ELLIPSIS = "...";

export interface BadgeLabel {
  /** What the badge shows. */
  text: string;
  /** The whole label when it was cut (for the accessible name and the tooltip), otherwise null. */
  full: string | null;
}

export function badgeLabel(label: string): BadgeLabel {
  const trimmed = label.trim();
  const characters = Array.from(trimmed);
  if (characters.length <= BADGE_LIMIT) return { text: trimmed, full: null };
  return { text: characters.slice(0, BADGE_CUT).join("").trimEnd() + BADGE_ELLIPSIS, full: trimmed };
}
