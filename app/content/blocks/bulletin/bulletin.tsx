import { Form, Link } from "@remix-run/react";
import { useState } from "react";

import type { BlockProps } from "~/content/block-props";
import { Apart } from "~/ui/apart/apart";
import { buttonClassName } from "~/ui/button/button";
import { Button } from "~/ui/button/button";
import { ErrorState } from "~/ui/error-state/error-state";
import { container } from "~/ui/layout.css";
import { VideoPlayer } from "~/ui/video/video-player";
import type { BulletinView } from "~/weather/bulletin-view.server";
import * as styles from "~/weather/weather.css";

import type { BulletinBlockData } from "./schema";

/**
 * The weather bulletin player (spec 002 §4 §9). The region is a form (POST → cookie → 303, the first video of the
 * region); previous and next are links that wrap; the video is a poster linking to the privacy-enhanced player, and
 * only pressing play (with JavaScript) puts that player in the page: nothing of the video site loads before.
 */
export function BulletinBlock({ block, loaded }: BlockProps<BulletinBlockData, BulletinView>) {
  const [playing, setPlaying] = useState<string | null>(null);
  if (!loaded.ok) return null;
  const view = loaded.data;
  const id = block.id ?? view.anchor;
  const video = view.video;
  return (
    <section id={id} className={styles.block} aria-labelledby={`${id}-heading`}>
      <div className={`${container} ${styles.player}`}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {view.heading}
        </h2>
        <Form method="post" action={view.region.action} className={styles.regionForm}>
          <input type="hidden" name="returnTo" value={view.region.returnTo} />
          <div>
            <label className={styles.label} htmlFor={`${id}-region`}>
              {view.region.label}
            </label>
            <select
              id={`${id}-region`}
              name="region"
              className={styles.select}
              defaultValue={view.region.value}
              key={view.region.value}
            >
              {view.region.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary">
            {view.region.submit}
          </Button>
        </Form>
        {view.error ? (
          <ErrorState
            title={view.error.title}
            subtitle={view.error.subtitle}
            headingLevel={3}
            action={{ label: view.error.retry, href: view.error.href, reloadDocument: true }}
          />
        ) : null}
        {view.empty ? <p>{view.empty}</p> : null}
        {video ? (
          <>
            <h3 className={styles.headline}>
              {video.today ? (
                <>
                  <span className={styles.today}>{video.today}</span>{" "}
                </>
              ) : null}
              {video.title}
            </h3>
            <VideoPlayer
              videoId={video.id}
              title={video.title}
              playLabel={video.playLabel}
              playing={playing === video.id}
              onPlay={() => setPlaying(video.id)}
              caption={video.published}
            />
            <div className={styles.stepper}>
              <Apart>
                <StepLink step={view.previous} />
                <span>{video.position}</span>
                <StepLink step={view.next} />
              </Apart>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** Previous or next video: a link that keeps the page where it is; nothing when there is none. */
function StepLink({ step }: { step: BulletinView["previous"] }) {
  if (!step) return null;
  return (
    <Link to={step.href} preventScrollReset className={buttonClassName({ variant: "secondary", size: "sm" })}>
      {step.label}
    </Link>
  );
}
