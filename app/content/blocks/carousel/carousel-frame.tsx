import { type ReactNode, useState } from "react";

import { container } from "~/ui/layout.css";

import * as cards from "../content-card/content-card.css";
import * as styles from "./carousel.css";

/**
 * What the carousel and the tab carousel share (decision 0033): the section named by its title, with the
 * controls beside the title; the pause/play button; and the hold on autoplay while the pointer or the focus is
 * on the slides.
 */
export function CarouselSection({
  id,
  titleId,
  title,
  roleDescription,
  controls,
  children,
}: {
  id: string | undefined;
  titleId: string;
  title: string;
  roleDescription: string | undefined;
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={`${container} ${cards.section}`}
      id={id}
      aria-labelledby={titleId}
      aria-roledescription={roleDescription}
    >
      <div className={styles.header}>
        <h2 className={cards.sectionTitle} id={titleId}>
          {title}
        </h2>
        {controls}
      </div>
      {children}
    </section>
  );
}

export function PauseToggle({
  playing,
  labels,
  onToggle,
}: {
  playing: boolean;
  labels: { pause: string; play: string };
  onToggle: () => void;
}) {
  return (
    <button type="button" className={styles.toggle} data-carousel="toggle" onClick={onToggle}>
      {playing ? labels.pause : labels.play}
    </button>
  );
}

/** Whether autoplay is held, and the handlers that hold it while the pointer or the focus is inside. */
export function useHold() {
  const [held, setHeld] = useState(false);
  const handlers = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: () => setHeld(false),
  };
  return [held, handlers] as const;
}
