/** Spec 002 §9: a badge label over 14 characters is cut to its first 11 plus '...'. */
export const BADGE_LIMIT = 14;
export const BADGE_CUT = 11;

export function badgeLabel(label: string): string {
  const characters = [...label];
  return characters.length > BADGE_LIMIT ? `${characters.slice(0, BADGE_CUT).join("")}...` : label;
}
