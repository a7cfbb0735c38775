import type { CutPiece } from "~/domain/text/cut-pieces";

/**
 * A text cut per screen, written once (decision 0058): each piece of `pieces` (domain/text/cut-pieces.ts) carries the
 * classes of the layouts it is cut away on and of those whose cut ends after it (`layouts`, made with `cutLayout`).
 * `data-cut-text` says its pieces are one text: a cut may fall inside a word or a number.
 */
export function CutText<L extends string>({
  pieces,
  layouts,
}: {
  pieces: readonly CutPiece<L>[];
  layouts: Record<L, { cut: string; ends: string }>;
}) {
  return (
    <span data-cut-text="">
      {pieces.map((piece, index) => {
        const classes = [...piece.cutOn.map((l) => layouts[l].cut), ...piece.endsOn.map((l) => layouts[l].ends)];
        return classes.length ? (
          <span key={index} className={classes.join(" ")}>
            {piece.text}
          </span>
        ) : (
          <span key={index}>{piece.text}</span>
        );
      })}
    </span>
  );
}
