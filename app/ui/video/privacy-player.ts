/**
 * The video site's privacy-enhanced player (decisions 0037, 0043): the only address of the video site the portal
 * names. A poster links to it (works without JavaScript); the embedded player is created only when the grower asks
 * for it, so nothing of the video site loads before (CSP `frame-src` allows exactly this host).
 */
const PRIVACY_PLAYER = "https://www.youtube-nocookie.com/embed/";

/** The player's own page: where the poster's link goes without JavaScript. */
export function watchHref(videoId: string): string {
  return `${PRIVACY_PLAYER}${videoId}`;
}

/** The embedded player, started at once: it is only ever created because the grower asked to play. */
export function embedSrc(videoId: string): string {
  return `${PRIVACY_PLAYER}${videoId}?autoplay=1&rel=0`;
}
