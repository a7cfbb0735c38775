import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";

import type { BlockProps } from "~/content/block-props";
import { SELECTED_AUTOPLAY_MS } from "~/domain/video/playlist";
import { visuallyHidden } from "~/ui/a11y.css";
import { buttonClassName } from "~/ui/button/button";
import { CutText } from "~/ui/cut-text/cut-text";
import { ResponsiveImage } from "~/ui/image/responsive-image";
import { container } from "~/ui/layout.css";
import { VideoPlayer } from "~/ui/video/video-player";
import { picture as posterPicture } from "~/ui/video/video-player.css";

import type { VideoGalleryView } from "./load.server";
import type { VideoGalleryBlockData } from "./schema";
import * as styles from "./video-gallery.css";

/** What a playlist link leaves in the history entry: the video the grower picked, which then plays by itself. */
interface PickedVideo {
  autoplay?: string;
}

/**
 * The video gallery (spec 002 §2 §4 §9; decision 0043). Without JavaScript every control is a link (`?v=<id>`) and
 * the poster links to the privacy-enhanced player. With it, the links navigate in place and a video picked from the
 * playlist starts after 2 seconds; nothing of the video site loads before the grower presses play or picks a video.
 */
export function VideoGalleryBlock({ block, loaded }: BlockProps<VideoGalleryBlockData, VideoGalleryView>) {
  const location = useLocation();
  const [playing, setPlaying] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const view = loaded.ok ? loaded.data : null;
  const picked = (location.state as PickedVideo | null)?.autoplay;
  const current = view?.video.id;

  // Another video is shown: it starts as its poster again.
  useEffect(() => setPlaying(null), [current]);
  useEffect(() => {
    if (!current || picked !== current) return;
    setWaiting(true);
    const timer = window.setTimeout(() => {
      setWaiting(false);
      setPlaying(current);
    }, SELECTED_AUTOPLAY_MS);
    return () => {
      window.clearTimeout(timer);
      setWaiting(false);
    };
  }, [location.key, picked, current]);

  if (!view) return null;
  const video = view.video;
  const headingId = `${view.anchor}-heading`;
  return (
    <section id={view.anchor} className={styles.block} aria-labelledby={headingId}>
      <div className={container}>
        <h2 id={headingId} className={styles.heading}>
          {block.title}
        </h2>
        {block.lead ? <p className={styles.lead}>{block.lead}</p> : null}
        <div className={styles.layout}>
          <div className={styles.stage}>
            <VideoPlayer
              videoId={video.id}
              title={video.title}
              playLabel={video.playLabel}
              playing={playing === video.id}
              onPlay={() => setPlaying(video.id)}
              caption={video.length}
              picture={
                video.poster ? (
                  <ResponsiveImage
                    image={{ ...video.poster, alt: "" }}
                    sizes="(min-width: 1200px) 760px, (min-width: 900px) 62vw, 100vw"
                    className={posterPicture}
                  />
                ) : undefined
              }
            />
            <p className={styles.status} role="status">
              {waiting ? view.startsSoon : null}
            </p>
            <h3 className={styles.title}>{video.title}</h3>
            {video.published ? <p className={styles.meta}>{video.published}</p> : null}
            {video.description ? <p className={styles.description}>{video.description}</p> : null}
            <div className={styles.stepper}>
              {view.previous ? (
                <Link to={view.previous.href} className={buttonClassName({ variant: "secondary", size: "sm" })}>
                  {view.previous.label}
                </Link>
              ) : null}
              {/* Spaces: the step links and the position read apart in a text browser too. */}{" "}
              <span>{video.position}</span>{" "}
              {view.next ? (
                <Link to={view.next.href} className={buttonClassName({ variant: "secondary", size: "sm" })}>
                  {view.next.label}
                </Link>
              ) : null}
            </div>
          </div>
          <nav className={styles.side} aria-labelledby={`${view.anchor}-playlist`}>
            <h3 id={`${view.anchor}-playlist`} className={styles.sideHeading}>
              {view.playlistLabel}
            </h3>
            <ol className={styles.playlist}>
              {view.items.map((item, index) => (
                <li key={`${item.id}-${index}`}>
                  <Link
                    to={item.href}
                    state={{ autoplay: item.id } satisfies PickedVideo}
                    className={styles.item}
                    aria-current={item.current ? "true" : undefined}
                  >
                    <span className={styles.thumb}>
                      {item.poster ? (
                        <ResponsiveImage
                          image={{ ...item.poster, alt: "" }}
                          sizes="112px"
                          className={styles.thumbImage}
                        />
                      ) : null}
                      {item.length ? (
                        <time className={styles.length} dateTime={item.length.iso}>
                          <span className={visuallyHidden}>{`${item.length.label} `}</span>
                          {item.length.text}
                        </time>
                      ) : null}
                    </span>{" "}
                    {/* Apart from the length, and the title from the description, in a text browser too. */}
                    <span className={styles.itemText}>
                      <span className={styles.itemTitle}>
                        <CutText pieces={item.title} layouts={styles.titleLayouts} />
                      </span>{" "}
                      {item.description.length ? (
                        <span className={styles.itemDescription}>
                          <CutText pieces={item.description} layouts={styles.descriptionLayouts} />
                        </span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </div>
    </section>
  );
}
