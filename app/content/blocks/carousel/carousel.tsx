import { type PointerEvent, type SyntheticEvent, useEffect, useId, useReducer, useRef } from "react";

import type { BlockProps } from "~/content/block-props";
import { resolveContentHref } from "~/content/content-href";
import {
  autoplayRuns,
  CAROUSEL_AUTOPLAY_MS,
  carouselReducer,
  initialCarousel,
  isDrag,
  swipeStep,
} from "~/domain/content/carousel";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { ChevronLeftIcon } from "~/ui/icons/icons";
import { ResponsiveImage } from "~/ui/image/responsive-image";

import * as styles from "./carousel.css";
import { CarouselSection, PauseToggle, useHold } from "./carousel-frame";
import type { CarouselLabels } from "./load.server";
import type { CarouselBlockData } from "./schema";
import { useReducedMotion } from "./use-reduced-motion";

/**
 * The section carousel (spec 002 §4 §9, decision 0033).
 *
 * Without JavaScript: a CSS scroll-snap strip that scrolls by touch, trackpad
 * or keyboard, with numbered links that scroll it to each slide.
 * With it: one active slide; previous/next and the dots wrap; autoplay every
 * 7 s with a pause/play button (never on its own under reduced motion), held
 * while the pointer or the focus is on the slides; a swipe of 50 px moves one
 * slide, and a pointer that moved over 2 px is a drag, not a click.
 */
export function CarouselBlock({ block, context, loaded }: BlockProps<CarouselBlockData, CarouselLabels>) {
  const titleId = useId();
  const slideId = (index: number) => `${titleId.replace(/:/g, "")}-slide-${index + 1}`;
  const labels = loaded.ok ? loaded.data : null;
  const count = block.slides.length;
  const enhanced = useHydrated() && labels !== null && count > 1;
  const [state, dispatch] = useReducer(carouselReducer, count, (n) => initialCarousel(n, false));
  const [held, hold] = useHold();
  const pointer = useRef<{ x: number; y: number; dragging: boolean } | null>(null);
  const dragged = useRef(false);
  useReducedMotion(dispatch);

  useEffect(() => {
    if (!enhanced || held || !autoplayRuns(state)) return;
    // One timer per slide shown: moving by hand starts the 7 s again.
    const timer = window.setTimeout(() => dispatch({ type: "tick" }), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [enhanced, held, state]);

  const onPointerDown = (event: PointerEvent) => {
    pointer.current = { x: event.clientX, y: event.clientY, dragging: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = pointer.current;
    if (start && !start.dragging && isDrag(event.clientX - start.x, event.clientY - start.y)) start.dragging = true;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start) return;
    dragged.current = start.dragging;
    const step = swipeStep(event.clientX - start.x);
    if (step) dispatch({ type: step });
  };
  const swallowDragClick = (event: SyntheticEvent) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <CarouselSection
      id={block.id}
      titleId={titleId}
      title={block.title}
      roleDescription={labels?.carousel}
      controls={
        labels && count > 1 ? (
          <div className={styles.controls} role="group" aria-label={labels.controls}>
            {enhanced ? (
              <>
                <PauseToggle playing={state.playing} labels={labels} onToggle={() => dispatch({ type: "toggle" })} />
                <button
                  type="button"
                  className={styles.control}
                  aria-label={labels.previous}
                  onClick={() => dispatch({ type: "previous" })}
                >
                  <ChevronLeftIcon />
                </button>
              </>
            ) : null}
            {block.slides.map((slide, index) =>
              enhanced ? (
                <button
                  key={slide.title}
                  type="button"
                  className={styles.dot}
                  aria-label={labels.goTo[index]}
                  aria-current={index === state.active ? "true" : undefined}
                  onClick={() => dispatch({ type: "select", index })}
                />
              ) : (
                <a
                  key={slide.title}
                  className={styles.dot}
                  href={`#${slideId(index)}`}
                  aria-label={labels.goTo[index]}
                />
              ),
            )}
            {enhanced ? (
              <button
                type="button"
                className={styles.control}
                aria-label={labels.next}
                onClick={() => dispatch({ type: "next" })}
              >
                <ChevronLeftIcon className={styles.flipped} />
              </button>
            ) : null}
          </div>
        ) : null
      }
    >
      <div
        className={enhanced ? styles.viewportEnhanced : styles.viewport}
        // Without JavaScript the strip scrolls: it takes the focus so the arrow keys scroll it.
        tabIndex={enhanced ? undefined : 0}
        role={enhanced ? undefined : "region"}
        aria-labelledby={enhanced ? undefined : titleId}
        onPointerDown={enhanced ? onPointerDown : undefined}
        onPointerMove={enhanced ? onPointerMove : undefined}
        onPointerUp={enhanced ? onPointerUp : undefined}
        onPointerCancel={() => (pointer.current = null)}
        onClickCapture={swallowDragClick}
        onDragStart={enhanced ? (event) => event.preventDefault() : undefined}
        {...hold}
      >
        <div
          className={styles.track}
          style={enhanced ? { transform: `translateX(${-100 * state.active}%)` } : undefined}
          aria-live={enhanced && state.playing && !held ? "off" : "polite"}
        >
          {block.slides.map((slide, index) => {
            const hidden = enhanced && index !== state.active;
            return (
              <div
                key={slide.title}
                id={slideId(index)}
                className={styles.slide}
                role="group"
                aria-roledescription={labels?.slide}
                aria-label={labels?.positions[index]}
                aria-hidden={hidden || undefined}
                data-active={enhanced ? String(index === state.active) : undefined}
              >
                {slide.image ? (
                  <ResponsiveImage
                    image={slide.image}
                    sizes="(min-width: 1200px) 1200px, 100vw"
                    priority={context.first && index === 0}
                    className={styles.image}
                    draggable={false}
                  />
                ) : null}
                <div className={styles.body}>
                  <h3 className={styles.title}>{slide.title}</h3>
                  {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
                  {slide.link ? (
                    <a
                      className={styles.link}
                      href={resolveContentHref(context.locale, slide.link.href)}
                      tabIndex={hidden ? -1 : undefined}
                    >
                      {slide.link.label}
                    </a>
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </CarouselSection>
  );
}
