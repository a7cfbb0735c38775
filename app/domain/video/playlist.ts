/**
 * A list of videos played one at a time (spec 002 §4 §9): the video gallery and the weather bulletin player.
 * Next and previous wrap around the list; the gallery's side playlist holds at most 10 videos.
 */
export const PLAYLIST_MAX = 10;

/** The first 10 videos: the rest of an editor's list is not shown. */
export function capPlaylist<T>(videos: readonly T[]): T[] {
  return videos.slice(0, PLAYLIST_MAX);
}

/** After the last comes the first. */
export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

/** Before the first comes the last. */
export function previousIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}

/** The video an address asks for by its id: its first place in the list, or the first video when it is not there. */
export function indexOfVideo(ids: readonly string[], asked: string | undefined): number {
  const index = asked === undefined ? -1 : ids.indexOf(asked);
  return index === -1 ? 0 : index;
}

/** A video the grower picks from the playlist starts playing this long after it is shown (spec 002 §4 §9). */
export const SELECTED_AUTOPLAY_MS = 2_000;
