import { type CutPiece, cutPieces, cutText } from "~/domain/text/cut-pieces";

/**
 * Cut texts (spec 001 §9): history descriptions to 20 characters under 540 px
 * wide and to 40 otherwise; order item descriptions to 30. A cut text ends
 * with an ellipsis after the kept characters; characters are counted as the
 * reader sees them (an accented letter or an emoji is one).
 */
export const HISTORY_DESCRIPTION_LIMIT = { narrow: 20, wide: 40 } as const;
export const NARROW_BELOW_PX = 540;
export const ORDER_ITEM_DESCRIPTION_LIMIT = 30;
export const ELLIPSIS = "…";

export const truncate = (text: string, max: number): string => cutText(text.normalize("NFC"), max, ELLIPSIS);

/** A history description in pieces for both cuts: the page writes it once and shows the cut by width (decision 0058). */
export type HistoryLayout = keyof typeof HISTORY_DESCRIPTION_LIMIT;
export const historyDescription = (text: string): CutPiece<HistoryLayout>[] =>
  cutPieces(text.normalize("NFC"), HISTORY_DESCRIPTION_LIMIT);

export const orderItemDescription = (text: string) => truncate(text, ORDER_ITEM_DESCRIPTION_LIMIT);
