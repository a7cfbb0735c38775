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

export function truncate(text: string, max: number): string {
  const characters = Array.from(text.normalize("NFC"));
  if (characters.length <= max) return text.normalize("NFC");
  return `${characters.slice(0, max).join("").trimEnd()}${ELLIPSIS}`;
}

/** Both cuts of a history description: the page shows one or the other by width. */
export function historyDescription(text: string): { narrow: string; wide: string } {
  return {
    narrow: truncate(text, HISTORY_DESCRIPTION_LIMIT.narrow),
    wide: truncate(text, HISTORY_DESCRIPTION_LIMIT.wide),
  };
}

export const orderItemDescription = (text: string) => truncate(text, ORDER_ITEM_DESCRIPTION_LIMIT);
