/** How many recently visited pages the device keeps (issue 16), besides the pinned ones. */
export const RECENT_PAGES = 20;

/**
 * The kept pages after a visit, oldest first (the Cache API lists entries in the order they were put): the visited
 * page moves to the end, and whatever is beyond `max` at the start is evicted.
 */
export function afterVisit(
  kept: readonly string[],
  visited: string,
  max = RECENT_PAGES,
): { kept: string[]; evicted: string[] } {
  const order = [...kept.filter((key) => key !== visited), visited];
  const over = Math.max(0, order.length - max);
  return { kept: order.slice(over), evicted: order.slice(0, over) };
}
