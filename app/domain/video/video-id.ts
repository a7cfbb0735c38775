/**
 * Video links (spec 002 §5): a link to the video site is a video only when its id has exactly 11 characters (the
 * site's ids: letters, digits, '-' and '_'); any other link plays the fallback video instead of a broken player.
 */
const VIDEO_ID = /^[\w-]{11}$/;

/** The channel's introduction: what a gallery plays when an editor's link names no video. */
export const FALLBACK_VIDEO_ID = "M7lc1UVf-VE";

export function isVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/**
 * The id a link names: `watch?v=<id>`, `youtu.be/<id>`, `/embed/<id>`, `/shorts/<id>`, `/live/<id>`, or a bare id.
 * Anything else, or an id that is not 11 characters, gives the fallback.
 */
export function videoIdOf(link: string, fallback: string = FALLBACK_VIDEO_ID): string {
  const text = link.trim();
  if (isVideoId(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fallback;
  }
  const host = url.hostname.replace(/^(www|m)\./, "");
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | undefined;
  if (host === "youtu.be") candidate = segments[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (segments[0] === "watch") candidate = url.searchParams.get("v") ?? undefined;
    else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) candidate = segments[1];
  }
  return candidate !== undefined && isVideoId(candidate) ? candidate : fallback;
}
