import { type KeyboardEvent, useEffect, useId, useReducer, useRef } from "react";

import type { BlockProps } from "~/content/block-props";
import { resolveContentHref } from "~/content/content-href";
import { initialTabCarousel, TAB_TICK_MS, tabCarouselReducer } from "~/domain/content/tab-carousel";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { ResponsiveImage } from "~/ui/image/responsive-image";

import * as carousel from "../carousel/carousel.css";
import { CarouselSection, PauseToggle, useHold } from "../carousel/carousel-frame";
import type { CarouselLabels } from "../carousel/load.server";
import { useReducedMotion } from "../carousel/use-reduced-motion";
import type { TabCarouselBlockData } from "./schema";
import * as styles from "./tab-carousel.css";

/**
 * The tab carousel (spec 002 §4 §9, decision 0033).
 *
 * Without JavaScript: the tabs are links to their slides, which sit in a
 * scroll-snap strip. With it: an ARIA tab list (arrow keys, Home, End), one
 * active slide, the active tab's bar filling 0.5 % every 30 ms and moving to
 * the next tab at 100 %; a pause/play button, no autoplay under reduced motion,
 * and the bar holds while the pointer or the focus is on the tabs or slides.
 */
export function TabCarouselBlock({ block, context, loaded }: BlockProps<TabCarouselBlockData, CarouselLabels>) {
  const titleId = useId();
  const base = titleId.replace(/:/g, "");
  const tabId = (index: number) => `${base}-tab-${index + 1}`;
  const panelId = (index: number) => `${base}-panel-${index + 1}`;
  const labels = loaded.ok ? loaded.data : null;
  const count = block.slides.length;
  const enhanced = useHydrated() && labels !== null && count > 1;
  const [state, dispatch] = useReducer(tabCarouselReducer, count, (n) => initialTabCarousel(n, false));
  const [held, hold] = useHold();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  useReducedMotion(dispatch);

  useEffect(() => {
    if (!enhanced || held || !state.playing) return;
    const timer = window.setInterval(() => dispatch({ type: "tick" }), TAB_TICK_MS);
    return () => window.clearInterval(timer);
  }, [enhanced, held, state.playing]);

  const select = (index: number) => {
    const target = (index + count) % count;
    dispatch({ type: "select", index: target });
    tabs.current[target]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: state.active + 1,
      ArrowLeft: state.active - 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]!);
  };
  return (
    <CarouselSection
      id={block.id}
      titleId={titleId}
      title={block.title}
      roleDescription={labels?.carousel}
      controls={
        <div className={`${carousel.controls} ${styles.controls}`}>
          {enhanced ? (
            <PauseToggle playing={state.playing} labels={labels} onToggle={() => dispatch({ type: "toggle" })} />
          ) : null}
        </div>
      }
    >
      <div {...hold}>
        {enhanced ? (
          <div role="tablist" aria-labelledby={titleId} className={styles.tabs}>
            {block.slides.map((slide, index) => {
              const active = index === state.active;
              return (
                <button
                  key={slide.tab}
                  ref={(element) => {
                    tabs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(index)}
                  className={styles.tab}
                  aria-selected={active}
                  aria-controls={panelId(index)}
                  tabIndex={active ? 0 : -1}
                  onClick={() => select(index)}
                  onKeyDown={onKeyDown}
                >
                  {slide.tab}
                  <span className={styles.track} aria-hidden="true">
                    <span
                      className={styles.bar}
                      style={{ transform: `scaleX(${active ? state.progress / 100 : 0})` }}
                    />
                  </span>
                </button>
              );
            })}
          </div>
        ) : (
          <ul className={styles.tabs}>
            {block.slides.map((slide, index) => (
              <li key={slide.tab}>
                <a className={styles.tab} href={`#${panelId(index)}`}>
                  {slide.tab}
                  <span className={styles.track} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        )}
        <div
          className={enhanced ? carousel.viewportEnhanced : carousel.viewport}
          tabIndex={enhanced ? undefined : 0}
          role={enhanced ? undefined : "region"}
          aria-labelledby={enhanced ? undefined : titleId}
        >
          <div className={carousel.track}>
            {block.slides.map((slide, index) => (
              <div
                key={slide.tab}
                id={panelId(index)}
                className={carousel.slide}
                role={enhanced ? "tabpanel" : "group"}
                aria-labelledby={enhanced ? tabId(index) : undefined}
                aria-roledescription={enhanced ? undefined : labels?.slide}
                aria-label={enhanced ? undefined : labels?.positions[index]}
                tabIndex={enhanced ? 0 : undefined}
                hidden={enhanced && index !== state.active}
              >
                {slide.image ? (
                  <ResponsiveImage
                    image={slide.image}
                    sizes="(min-width: 1200px) 1200px, 100vw"
                    className={carousel.image}
                  />
                ) : null}
                <div className={carousel.body}>
                  <h3 className={carousel.title}>{slide.title}</h3>
                  <p className={carousel.text}>{slide.text}</p>
                  {slide.link ? (
                    <a className={carousel.link} href={resolveContentHref(context.locale, slide.link.href)}>
                      {slide.link.label}
                    </a>
                  ) : null}
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </CarouselSection>
  );
}
