import type { BlockProps } from "~/content/block-props";
import { resolveContentHref } from "~/content/content-href";
import { ResponsiveImage } from "~/ui/image/responsive-image";
import { container } from "~/ui/layout.css";

import { HERO_MIN_WIDTH, HERO_SIZES, heroArt } from "./art";
import * as styles from "./hero.css";
import type { HeroBlockData } from "./schema";

/**
 * The hero banner: a title (the page's h1 on a home), a lead, a call to action
 * and its picture, with the ultra-wide art above 1440 px (./art.ts). The first
 * block's picture is the page's largest paint: loaded eagerly, high priority.
 */
export function HeroBlock({ block, context }: BlockProps<HeroBlockData>) {
  const art = heroArt(block);
  const Heading = block.headingLevel === 1 ? "h1" : "h2";
  const className = art.variant === "ultra-wide" ? `${styles.hero} ${styles.wide}` : styles.hero;
  return (
    <section className={className} id={block.id}>
      {art.image ? (
        <div className={styles.picture}>
          <ResponsiveImage
            image={art.image}
            sizes={HERO_SIZES}
            minWidth={HERO_MIN_WIDTH}
            priority={context.first}
            art={art.sources.map(({ media, image }) => ({ media, image, sizes: HERO_SIZES }))}
            className={styles.image}
          />
        </div>
      ) : null}
      {art.image ? <div className={styles.veil} /> : null}
      <div className={`${container} ${styles.content}`}>
        <div className={styles.text}>
          <Heading className={styles.title}>{block.title}</Heading>
          {block.lead ? <p className={styles.lead}>{block.lead}</p> : null}
          {block.cta ? (
            <a className={styles.cta} href={resolveContentHref(context.locale, block.cta.href)}>
              {block.cta.label}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
