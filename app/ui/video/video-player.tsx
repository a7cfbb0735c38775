import type { ReactNode } from "react";

import { embedSrc, watchHref } from "./privacy-player";
import * as styles from "./video-player.css";

export interface VideoPlayerProps {
  videoId: string;
  /** The video's title: the player's accessible name once it plays. */
  title: string;
  /** The poster link's accessible name ("Play: <title>"). */
  playLabel: string;
  /** Whether the grower asked to play: only then is the video site's player put in the page. */
  playing: boolean;
  onPlay: () => void;
  /** Words on the poster (a date, a duration). */
  caption?: ReactNode;
  /** The editor's poster picture (our own media, decision 0043); none: the brand's gradient. */
  picture?: ReactNode;
}

/**
 * A video that loads nothing of the video site until the grower presses play (decisions 0037, 0043): a poster that
 * is a link to the privacy-enhanced player (it works without JavaScript and opens in a new click with a modifier);
 * with JavaScript, pressing it swaps in that player's iframe, started.
 */
export function VideoPlayer({ videoId, title, playLabel, playing, onPlay, caption, picture }: VideoPlayerProps) {
  if (playing) {
    return (
      <iframe
        className={styles.frame}
        src={embedSrc(videoId)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <a
      className={styles.poster}
      href={watchHref(videoId)}
      aria-label={playLabel}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onPlay();
      }}
    >
      {picture}
      <svg className={styles.play} aria-hidden="true" focusable="false" width="72" height="72" viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.9" />
        <path d="M10 8v8l6-4Z" fill="#164a2c" />
      </svg>
      {caption ? <span className={styles.caption}>{caption}</span> : null}
    </a>
  );
}
