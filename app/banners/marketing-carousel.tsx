import { useEffect, useRef, useState } from "react";

import { CAROUSEL_AUTOPLAY_MS } from "~/domain/banners/marketing-carousel";
import { ErrorState } from "~/ui/error-state/error-state";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { ChevronLeftIcon } from "~/ui/icons/icons";
import { ResponsiveImage } from "~/ui/image/responsive-image";

import * as styles from "./banners.css";
import type { Promotions } from "./promotions.server";

/** A slide fills the strip: the page's width on phones, at most the 1200 px container beyond. */
const SLIDE_SIZES = "(min-width: 1200px) 1200px, 100vw";

type CarouselData = Promotions["carousel"];
type ReadyCarousel = Extract<CarouselData, { state: "ready" }>;

/**
 * The marketing carousel (spec 001 §4 §9): the slides whose dates include
 * today, in a CSS scroll-snap strip that scrolls by touch, trackpad or keyboard
 * without JavaScript. With JavaScript it gains back/forward buttons and moves on
 * every 7 s, unless the grower prefers reduced motion; it pauses while the
 * pointer or focus is on it, and a pause button stops it for good (WCAG 2.2.2).
 */
export function MarketingCarousel({ data }: { data: CarouselData }) {
  if (data.state === "error") {
    return (
      <section aria-labelledby="carousel-heading">
        <h2 id="carousel-heading" className={styles.heading}>
          {data.heading}
        </h2>
        <ErrorState
          title={data.error.title}
          subtitle={data.error.subtitle}
          headingLevel={3}
          action={{ ...data.error.retry, reloadDocument: true }}
        />
      </section>
    );
  }
  if (!data.slides.length) return null;
  return <Carousel data={data} />;
}

function Carousel({ data }: { data: ReadyCarousel }) {
  const hydrated = useHydrated();
  const strip = useRef<HTMLUListElement>(null);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const several = data.slides.length > 1;

  useEffect(() => {
    // Autoplay only where motion is welcome.
    if (several && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(true);
  }, [several]);

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setInterval(() => move(1, true), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, held]);

  /** Scrolls one slide's width; at either end, autoplay wraps round to the other. */
  function move(direction: 1 | -1, wrap = false) {
    const list = strip.current;
    if (!list) return;
    const step = (list.firstElementChild as HTMLElement | null)?.offsetWidth ?? list.clientWidth;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4;
    if (wrap && direction === 1 && atEnd) list.scrollTo({ left: 0 });
    else list.scrollBy({ left: direction * step });
  }

  return (
    <section
      aria-labelledby="carousel-heading"
      aria-roledescription="carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.carouselHeader}>
        <h2 id="carousel-heading" className={styles.heading}>
          {data.heading}
        </h2>
        {hydrated && several ? (
          <div className={styles.controls}>
            <button type="button" className={styles.control} onClick={() => setPlaying(!playing)}>
              {playing ? data.controls.pause : data.controls.play}
            </button>
            <button
              type="button"
              className={styles.control}
              aria-label={data.controls.previous}
              onClick={() => move(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <button type="button" className={styles.control} aria-label={data.controls.next} onClick={() => move(1)}>
              <ChevronLeftIcon className={styles.flipped} />
            </button>
          </div>
        ) : null}
      </div>
      <ul ref={strip} className={styles.strip} aria-live={playing && !held ? "off" : "polite"}>
        {data.slides.map((slide) => (
          <li
            key={slide.id}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={slide.position}
            data-slide={slide.id}
          >
            <ResponsiveImage
              image={{ src: slide.image, alt: "", width: 640, height: 280 }}
              sizes={SLIDE_SIZES}
              className={styles.slideImage}
            />
            <div className={styles.slideBody}>
              <p className={styles.position}>{slide.position}</p>
              <h3 className={styles.infoTitle}>{slide.title}</h3>
              {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
              <a href={slide.cta.href} className={styles.textLink}>
                {slide.cta.label}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
