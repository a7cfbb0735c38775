/**
 * The campaign banner trims a 'Safra' season name to short years (spec 001 §9,
 * 002 §9): "Safra 2024/2025" → "Safra 24/25", "Safra 2025" → "Safra 25".
 * Only a year that follows the word Safra (with its partner after a slash or a
 * dash) is trimmed; any other text, and a name without Safra, stays as it is.
 */
const SAFRA_SEASON = /\b(safra)(\s+)(?:19|20)(\d{2})(?:(\s*[/-]\s*)(?:19|20)(\d{2}))?\b/giu;

export function shortenSeasonName(name: string): string {
  return name.replace(
    SAFRA_SEASON,
    (_match, word: string, space: string, first: string, separator: string | undefined, second: string | undefined) =>
      `${word}${space}${first}${second === undefined ? "" : `${separator!.trim()}${second}`}`,
  );
}
