import type { CutPiece } from "~/domain/text/cut-pieces";

/**
 * A text cut per screen, written once (decision 0058): each piece of `pieces` (domain/text/cut-pieces.ts) carries the
 * classes of the layouts it is cut away on and of those whose cut ends after it (`layouts`, made with `cutLayout`).
 */
export function CutText<L extends string>({
  pieces,
  layouts,
}: {
  pieces: readonly CutPiece<L>[];
  layouts: Record<L, { cut: string; ends: string }>;
}) {
  return (
    <>
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
    </>
  );
}
