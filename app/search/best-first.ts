/**
 * The first `count` items of `items` in `compare`'s order (negative: `a`
 * goes first), in that order, without sorting them all: a page of results
 * out of thousands of matches keeps a heap of one page, so it costs about one
 * comparison per match. Items that compare equal may come in any order.
 */
export function bestFirst<T>(items: ArrayLike<T>, count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  if (count >= items.length) return Array.from(items).sort(compare);
  // A heap whose root is the item that goes last among those kept.
  const kept: T[] = [];
  const later = (i: number, j: number) => compare(kept[i], kept[j]) > 0;
  const swap = (i: number, j: number) => ([kept[i], kept[j]] = [kept[j], kept[i]]);
  for (let n = 0; n < items.length; n++) {
    const item = items[n];
    if (kept.length < count) {
      kept.push(item);
      for (let i = kept.length - 1; i > 0 && later(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, kept[0]) < 0) {
      kept[0] = item;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let last = i;
        if (left < count && later(left, last)) last = left;
        if (right < count && later(right, last)) last = right;
        if (last === i) break;
        swap(i, last);
        i = last;
      }
    }
  }
  return kept.sort(compare);
}
