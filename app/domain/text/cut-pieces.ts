/**
 * One text cut differently per screen (spec 001 §9 history descriptions, 002 §9 video titles and descriptions,
 * badges), written once (issue 27, decision 0058). The server does not know the screen, and a page that carried each
 * cut and hid all but one with CSS read two to four times in a text browser. So the text is split at every cut point
 * into pieces; each piece says on which layouts it is cut away (CSS hides it from sight there) and after which an
 * ellipsis is drawn. A text browser, a screen reader and a search engine read the whole text once; on each screen
 * the eye sees exactly the cut `cutText` makes.
 */
export interface CutPiece<L extends string> {
  text: string;
  /** The layouts this piece is cut away on. */
  cutOn: L[];
  /** The layouts whose cut ends after this piece: an ellipsis follows it there. */
  endsOn: L[];
}

/** The kept part of a cut: the first `max` characters (code points), without the spaces they end with. */
function keptLength(characters: readonly string[], max: number): number {
  return Array.from(characters.slice(0, max).join("").trimEnd()).length;
}

/**
 * The text cut to `max` characters (code points: an accent or an emoji is never split), the spaces the cut ends with
 * dropped and `ellipsis` after it; a text that fits is kept whole.
 */
export function cutText(text: string, max: number, ellipsis = "…"): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, keptLength(characters, max)).join("")}${ellipsis}`;
}

/** The text in pieces for every layout's cut (`limits`: the characters each layout keeps; a missing one keeps all). */
export function cutPieces<L extends string>(text: string, limits: Partial<Record<L, number>>): CutPiece<L>[] {
  const characters = Array.from(text);
  const ends = new Map<L, number>();
  for (const [layout, max] of Object.entries(limits) as [L, number][])
    if (characters.length > max) ends.set(layout, keptLength(characters, max));
  const bounds = [...new Set([0, ...ends.values(), characters.length])].sort((a, b) => a - b);
  const pieces: CutPiece<L>[] = [];
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const [start, end] = [bounds[i]!, bounds[i + 1]!];
    pieces.push({
      text: characters.slice(start, end).join(""),
      cutOn: [...ends].filter(([, at]) => at <= start).map(([layout]) => layout),
      endsOn: [...ends].filter(([, at]) => at === end).map(([layout]) => layout),
    });
  }
  return pieces;
}

/** What the eye sees of the pieces on one layout: the same as `cutText` with that layout's limit. */
export function seenOn<L extends string>(pieces: readonly CutPiece<L>[], layout: L, ellipsis = "…"): string {
  return pieces
    .filter((piece) => !piece.cutOn.includes(layout))
    .map((piece) => piece.text + (piece.endsOn.includes(layout) ? ellipsis : ""))
    .join("");
}
