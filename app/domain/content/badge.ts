import { type CutPiece, cutPieces, seenOn } from "~/domain/text/cut-pieces";

/**
 * Badge labels (spec 002 §9): a label longer than 14 characters is cut to its
 * first 11 plus '...', so a badge never grows wider than a short word or two.
 * Characters are counted as code points, so an accent or an emoji is never
 * split in half. The label is written whole, in pieces CSS cuts (decision 0058):
 * screen readers and text browsers read it once, whole.
 */
export const BADGE_LIMIT = 14;
export const BADGE_CUT = 11;
export const BADGE_ELLIPSIS = "...";

export interface BadgeLabel {
  /** The label in pieces: the `badge` layout is the cut the eye sees. */
  pieces: CutPiece<"badge">[];
  /** The whole label when it is cut (for the tooltip), otherwise null. */
  full: string | null;
}

export function badgeLabel(label: string): BadgeLabel {
  const trimmed = label.trim();
  if (Array.from(trimmed).length <= BADGE_LIMIT)
    return { pieces: [{ text: trimmed, cutOn: [], endsOn: [] }], full: null };
  return { pieces: cutPieces(trimmed, { badge: BADGE_CUT }), full: trimmed };
}

/** What a badge shows. */
export const badgeShows = (badge: BadgeLabel) => seenOn(badge.pieces, "badge", BADGE_ELLIPSIS);
